import { type Html, html } from '../../identity/pages/layout.ts';
import type { StayText } from './stay-text.ts';

const ZOOM = 14;
const TILE = 256;

/** The OpenStreetMap tile holding a point, and the point's pixel inside it (Web Mercator). */
export function tileOf(lat: number, lon: number, zoom = ZOOM) {
  const n = 2 ** zoom;
  const x = ((lon + 180) / 360) * n;
  const rad = (lat * Math.PI) / 180;
  const y = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n;
  return {
    x: Math.floor(x),
    y: Math.floor(y),
    left: Math.round((x - Math.floor(x)) * TILE),
    top: Math.round((y - Math.floor(y)) * TILE),
  };
}

/**
 * A map without scripts: one OpenStreetMap tile with a pin, inside a link to openstreetmap.org.
 * Offline, the image's alt text and the coordinates still say where the place is.
 */
export function staticMap(text: StayText, place: string, lat: number, lon: number): Html {
  const tile = tileOf(lat, lon);
  const fixed = (v: number) => v.toFixed(5);
  const href = `https://www.openstreetmap.org/?mlat=${fixed(lat)}&mlon=${fixed(lon)}#map=${ZOOM}/${fixed(lat)}/${fixed(lon)}`;
  const src = `https://a.tile.openstreetmap.org/${ZOOM}/${tile.x}/${tile.y}.png`;
  return html`<figure class="map">
  <a class="map-link" href="${href}" rel="noopener">
    <span class="map-frame">
      <img src="${src}" width="${TILE}" height="${TILE}" loading="lazy" alt="${text.t('stay.mapAlt', { place })}">
      <span class="map-pin" style="left:${tile.left}px;top:${tile.top}px" aria-hidden="true"></span>
    </span>
    <span class="map-cta">${text.t('stay.mapLink')}</span>
  </a>
  <figcaption>${text.t('stay.coordinates', { lat: fixed(lat), lon: fixed(lon) })} · ${text.t('stay.mapAttribution')}</figcaption>
</figure>`;
}
