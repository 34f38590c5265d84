/**
 * Amenity keys by group, general group first (000 section 3). Labels are translation keys
 * `amenities.group.<group>` and `amenities.<key>` in packages/i18n/locales.
 */
export const AMENITY_GROUPS = [
  {
    key: 'general',
    amenities: [
      'wifi',
      'air_conditioning',
      'heating',
      'parking',
      'washing_machine',
      'tv',
      'elevator',
      'pets_allowed',
      'wheelchair_accessible',
    ],
  },
  {
    key: 'kitchen',
    amenities: ['kitchen', 'oven', 'microwave', 'dishwasher', 'refrigerator', 'coffee_machine'],
  },
  { key: 'bathroom', amenities: ['hair_dryer', 'bathtub', 'shower', 'towels'] },
  { key: 'outdoor', amenities: ['pool', 'garden', 'terrace', 'balcony', 'barbecue', 'sea_view'] },
  { key: 'family', amenities: ['crib', 'high_chair', 'board_games'] },
  { key: 'safety', amenities: ['smoke_detector', 'first_aid_kit', 'fire_extinguisher'] },
] as const;

export const AMENITY_KEYS: ReadonlySet<string> = new Set(AMENITY_GROUPS.flatMap((g) => [...g.amenities]));
