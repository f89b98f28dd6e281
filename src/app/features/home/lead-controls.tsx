import { Button, Chip, Group, NativeSelect } from '@mantine/core';
import { dateFilters, homeTexts, sortOptions, type DateFilter, type SortOption } from './home-texts';

export interface LeadControlsValue {
  date: DateFilter | null;
  sort: SortOption;
  website: boolean;
  voicePod: boolean;
}

export const defaultLeadControls: LeadControlsValue = { date: null, sort: 'createdAt:DESC', website: false, voicePod: false };

/** The Leads tab's date filter, sort and filters. */
export function LeadControls({ value, onChange }: { value: LeadControlsValue; onChange: (next: LeadControlsValue) => void }) {
  return (
    <Group gap="xs" align="flex-end">
      <Group gap={4} role="group" aria-label="Date filter">
        {dateFilters.map((f) => (
          <Button
            key={f.value}
            size="xs"
            variant={value.date === f.value ? 'filled' : 'default'}
            aria-pressed={value.date === f.value}
            onClick={() => onChange({ ...value, date: value.date === f.value ? null : f.value })}
          >
            {f.label}
          </Button>
        ))}
      </Group>
      <NativeSelect
        size="xs"
        label={homeTexts.sort}
        data={[...sortOptions]}
        value={value.sort}
        onChange={(e) => onChange({ ...value, sort: e.currentTarget.value as SortOption })}
        w={220}
      />
      <Group gap={4} role="group" aria-label={homeTexts.filter}>
        <Chip size="xs" checked={value.website} onChange={(c) => onChange({ ...value, website: c })}>
          {homeTexts.websiteLeads}
        </Chip>
        <Chip size="xs" checked={value.voicePod} onChange={(c) => onChange({ ...value, voicePod: c })}>
          {homeTexts.voicePodLeads}
        </Chip>
      </Group>
    </Group>
  );
}
