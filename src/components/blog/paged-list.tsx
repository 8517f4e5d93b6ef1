import { navigate } from "gatsby";
import { useEffect, useState } from "react";
import { goToPage, pageCount, pageFromSearch, pageHref, pageSlice } from "../../lib/pagination";
import { fill } from "../../lib/template";
import BlogCard, { blogCardProps } from "../blog-card";
import BlogCardGrid from "../blog-card-grid";
import Pagination from "../pagination";

interface Props {
  posts: readonly Queries.BlogCardPostFragment[];
  /** The list's path (/blog, /blog/topic/seo): page 2 is `?page=2` of it. */
  path: string;
  /** The location's query string, which names the page. */
  search: string;
  /** The list's accessible name, with {page} and {count}. */
  listLabel: string;
  paginationLabel: string;
}

/** Article cards six to a page with Prev, numbered pages and Next: /blog and the topic pages. */
export default function PagedArticleList({ posts, path, search, listLabel, paginationLabel }: Props) {
  const count = pageCount(posts.length);
  // The static HTML is page 1; after hydration the URL decides (?page=2), so reload, back,
  // forward and shared links land on the page they name. Hydration itself renders page 1 like
  // the HTML; the URL takes over only once it names another page, so a plain /blog is not
  // rendered a second time right after hydration (that render was the page's longest task).
  const urlPage = pageFromSearch(search, count);
  const [followUrl, setFollowUrl] = useState(false);
  useEffect(() => {
    if (urlPage !== 1) setFollowUrl(true);
  }, [urlPage]);
  const page = followUrl ? urlPage : 1;

  const onChange = (requested: number) => {
    const next = goToPage(requested, page, count);
    if (next !== page) void navigate(pageHref(path, next));
  };

  return (
    <>
      <BlogCardGrid key={page} label={fill(listLabel, { page, count })} fade={followUrl}>
        {pageSlice(posts, page).map((post, i) => (
          <li key={post.id}>
            <BlogCard {...blogCardProps(post)} eager={i === 0} />
          </li>
        ))}
      </BlogCardGrid>
      <Pagination page={page} count={count} onChange={onChange} label={paginationLabel} />
    </>
  );
}
