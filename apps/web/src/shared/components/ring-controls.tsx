import { ActionIcon, Button, Text, type ButtonProps } from '@mantine/core';
import { IconBell, IconBellOff, IconPlayerPlay } from '@tabler/icons-react';
import type { useOrderRing } from '../hooks/use-order-ring';
import { Hint } from './hint';

/**
 * The ring of a screen that hears of new orders or bookings: "Start service" (a browser plays a
 * sound only after a click on the page), then a line saying it is on; and the bell that mutes it.
 * The caller places them in its header's group of buttons. Their labels are CSS hints under the
 * buttons: a screen that rings need not load the pop-overs' positioning library for them.
 */
export function RingControls({
  ring,
  texts,
  startVariant,
}: {
  ring: ReturnType<typeof useOrderRing>;
  texts: { started: string; start: string; startHint: string; mute: string; unmute: string };
  startVariant?: ButtonProps['variant'];
}) {
  const bellLabel = ring.muted ? texts.unmute : texts.mute;
  return (
    <>
      {ring.started ? (
        <Text size="sm" c="olive.9" fw={600}>
          {texts.started}
        </Text>
      ) : (
        <Hint label={texts.startHint} below wrap>
          <Button
            variant={startVariant}
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
            onClick={ring.start}
            aria-description={texts.startHint}
          >
            {texts.start}
          </Button>
        </Hint>
      )}
      <Hint label={bellLabel} below>
        <ActionIcon
          variant="default"
          size={36}
          aria-label={bellLabel}
          aria-pressed={ring.muted}
          onClick={ring.toggleMute}
        >
          {ring.muted ? <IconBellOff size={18} aria-hidden /> : <IconBell size={18} aria-hidden />}
        </ActionIcon>
      </Hint>
    </>
  );
}
