/** The maps' controls and names (loaded with the parts that show them). */
export const mapWords = {
  showMap: 'Show interactive map',
  /** Said before the visitor asks for Google's map. */
  mapNote: 'Loads Google Maps, which may set cookies.',
  openInMaps: 'Open in Google Maps',
  branchFrameTitle: (branch: string) => `Map of the ${branch} branch (Google Maps)`,
  branchSketchAlt: (branch: string) => `Sketch map of the streets around the ${branch} branch, its entrance pinned`,
  frameTitle: (clinic: string) => `Interactive map of ${clinic} (Google Maps)`,
  sketchAlt: (clinic: string, branches: string) => `Sketch map of Ahmedabad marking ${clinic}'s branches: ${branches}`,
  openInMapsFor: (branch: string) => `Open in Google Maps: ${branch} (opens in a new tab)`,
};
