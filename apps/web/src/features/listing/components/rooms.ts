import type { ROOM_TYPES, Room } from '@host-portal/contracts/units';

export type RoomType = (typeof ROOM_TYPES)[number];
export type RoomCounts = Record<RoomType, number>;

export const countRooms = (rooms: readonly Room[], types: readonly RoomType[]): Partial<RoomCounts> =>
  Object.fromEntries(types.map((type) => [type, rooms.filter((r) => r.type === type).length]));

/** New counts keep the existing rooms (with their beds) first and add empty rooms for the rest. */
export function resizeRooms(rooms: readonly Room[], counts: Partial<RoomCounts>): Room[] {
  const result: Room[] = [];
  const types = new Set([...rooms.map((r) => r.type), ...(Object.keys(counts) as RoomType[])]);
  for (const type of types) {
    const existing = rooms.filter((r) => r.type === type);
    const wanted = counts[type] ?? existing.length;
    for (let i = 0; i < wanted; i++) result.push(existing[i] ?? { type, size: null, beds: [] });
  }
  return result;
}
