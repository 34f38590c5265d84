import { Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

/** The unit's cover photo, or a neutral placeholder; decorative, the title names the unit. */
export function UnitThumbnail({ src, size = 96 }: { src: string | null; size?: number }) {
  if (!src) {
    return (
      <Center
        w={size}
        h={size}
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: 8, flexShrink: 0 }}
      >
        <IconPhoto size={size / 3} aria-hidden="true" color="var(--mantine-color-dimmed)" />
      </Center>
    );
  }
  return (
    <Image
      src={src}
      alt=""
      w={size}
      h={size}
      radius="md"
      fit="cover"
      loading="lazy"
      style={{ flexShrink: 0 }}
    />
  );
}
