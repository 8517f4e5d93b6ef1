/** mailto: link with an encoded subject: applicationMailto("a@b.example", "UI/UX Designer"). */
export function applicationMailto(email: string, jobTitle: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Application for ${jobTitle}`)}`;
}
