/** Width the layout reserves for the module rail on wide screens, so it never pushes content after load. */
export const MODULE_RAIL_WIDTH = 88;
