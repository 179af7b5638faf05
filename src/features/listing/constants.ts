/** Listing pages show 12 entries a page (R-LIST-3, R-SEARCH-4). */
export const LISTING_PAGE_SIZE = 12;
