/**
 * The address of a content image: paths starting with '/' live on the image CDN the server picked
 * (an empty CDN means this origin); anything else is already absolute.
 */
export function buildImageUrl(imageCdn: string, url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) {
    return url;
  }
  return `${imageCdn.replace(/\/+$/, '')}${url}`;
}
