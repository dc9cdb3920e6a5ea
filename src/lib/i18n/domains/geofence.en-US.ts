import type { zhCNGeofence } from './geofence.zh-CN';

/** English texts of the console: authorisation fences and saved places. */
export const enUSGeofence: typeof zhCNGeofence = {
  geofence: {
    legend: 'Where the seal may be used (optional)',
    modes: { none: 'Anywhere', circle: 'Circle', polygon: 'Polygon' },
    hints: {
      circle: 'Click the map for the centre (the wheel zooms), or type its coordinates and the radius',
      polygon: 'Click the map for each vertex (3-{{max}}; the wheel zooms), or add vertices and type their coordinates',
    },
    mapLabel: 'Fence map',
    lat: 'Centre latitude',
    lng: 'Centre longitude',
    radius: 'Radius (m)',
    vertexLat: 'Vertex {{n}} latitude',
    vertexLng: 'Vertex {{n}} longitude',
    removeVertex: 'Remove vertex {{n}}',
    addVertex: 'Add a vertex',
    clear: 'Clear all vertices',
    lockOnBreach: 'Lock the authorisation after a stamp outside the fence (an administrator unlocks it)',
    place: 'Pick a saved place',
    placePlaceholder: 'Choose a saved place',
    saveAs: 'Save as a place',
    saveAsPlaceholder: 'Name, e.g. Head office',
    save: 'Save place',
    placeSaved: 'Saved place “{{name}}”',
    detailTitle: 'Fence',
    detailLocked: 'Locked after a stamp outside the fence: the seal cannot stamp under it until it is unlocked',
    detailLock: 'A stamp outside locks the authorisation',
    detailNoLock: 'A stamp outside raises an alert only',
    circleSummary: 'Circle: centre {{lat}}, {{lng}}, radius {{radius}} m',
    polygonSummary: 'Polygon: {{count}} vertices',
    legendInside: 'Stamped inside',
    legendOutside: 'Stamped outside',
    noLocation: '{{count}} stamps reported no location',
    stampTip: '{{at}} {{address}}',
  },
};
