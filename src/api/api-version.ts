/** The version of answerlens's API document and MCP server. */
export const API_VERSION = "0.1.0";
