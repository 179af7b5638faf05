/** Width the layout reserves for the module rail on wide screens, so it never pushes content after load. */
// shell.module.css (.withRail) reserves the same width.
export const MODULE_RAIL_WIDTH = 88;
