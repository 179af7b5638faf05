/** Listing pages show 12 entries a page (spec document 2 §9 "Results and store list page size 12"). */
export const LISTING_PAGE_SIZE = 12;
