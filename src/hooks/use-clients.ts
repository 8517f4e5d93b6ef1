import { graphql, useStaticQuery } from "gatsby";

/** Client logos from content/clients.json, in file order. */
export function useClients() {
  const data = useStaticQuery<Queries.ClientLogosQuery>(graphql`
    query ClientLogos {
      allClientsJson {
        nodes {
          name
          image {
            childImageSharp {
              gatsbyImageData(layout: FIXED, height: 48, placeholder: NONE, formats: [WEBP])
            }
          }
        }
      }
    }
  `);
  return data.allClientsJson.nodes;
}
