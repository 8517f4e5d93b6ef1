/** wa.me chat link with the greeting prefilled: "19165550142", "Hi!" -> "https://wa.me/19165550142?text=Hi!" */
export function whatsappHref(number: string, greeting: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(greeting)}`;
}
