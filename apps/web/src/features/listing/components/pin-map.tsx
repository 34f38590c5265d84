import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import classes from './pin-map.module.css';

export interface PinMapProps {
  latitude: number;
  longitude: number;
  label: string;
  onMove: (latitude: number, longitude: number) => void;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * OpenStreetMap tiles with a draggable pin (click to move it too). Loaded lazily; without network
 * the tiles stay grey but the pin still moves, and the coordinate fields remain the keyboard way.
 */
export default function PinMap({ latitude, longitude, label, onMove }: PinMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const move = useRef(onMove);
  move.current = onMove;

  // the map is created once per mount; later coordinates move the pin (the next effect)
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per mount
  useEffect(() => {
    if (!container.current) return;
    const m = L.map(container.current, { keyboard: false }).setView([latitude, longitude], 16);
    L.tileLayer('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 19,
      attribution: '© OpenStreetMap contributors',
    }).addTo(m);
    const icon = L.divIcon({ className: classes.pin ?? '', iconSize: [22, 22], iconAnchor: [11, 22] });
    const pin = L.marker([latitude, longitude], {
      draggable: true,
      icon,
      keyboard: false,
      title: label,
    }).addTo(m);
    pin.on('dragend', () => {
      const { lat, lng } = pin.getLatLng();
      move.current(round6(lat), round6(lng));
    });
    m.on('click', (event: L.LeafletMouseEvent) => {
      pin.setLatLng(event.latlng);
      move.current(round6(event.latlng.lat), round6(event.latlng.lng));
    });
    map.current = m;
    marker.current = pin;
    return () => {
      m.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    if (!map.current || !marker.current) return;
    const current = marker.current.getLatLng();
    if (current.lat === latitude && current.lng === longitude) return;
    marker.current.setLatLng([latitude, longitude]);
    map.current.panTo([latitude, longitude]);
  }, [latitude, longitude]);

  // the map is a pointer convenience; the labelled coordinate fields are the accessible control
  return <div ref={container} className={classes.map} aria-hidden="true" />;
}
