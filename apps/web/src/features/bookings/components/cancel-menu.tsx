import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

export interface CancelReason {
  label: string;
  onClick: () => void;
  /** Said in red: a cancellation with consequences for the guest. */
  danger?: boolean;
}

/** One "cancel" action whose menu gives the reason, instead of a red button per reason. */
export function CancelMenu({
  label,
  title,
  reasons,
  disabled,
}: {
  label: string;
  title: string;
  reasons: CancelReason[];
  disabled: boolean;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="default"
          c="red.9"
          disabled={disabled}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{title}</Menu.Label>
        {reasons.map((reason) => (
          <Menu.Item key={reason.label} c={reason.danger ? 'red.9' : undefined} onClick={reason.onClick}>
            {reason.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
