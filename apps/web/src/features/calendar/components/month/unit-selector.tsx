import { Combobox, Group, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { build } from '../../../../lib/route-paths.ts';
import { useTranslation } from '../../../../lib/translation.tsx';
import { useDebouncedSearch } from '../../../../lib/use-debounced-search.ts';
import { useTimeline } from '../../api/calendar-api.ts';
import classes from './month.module.css';
import { UNIT_SEARCH_DEBOUNCE_MS, unitOptionsParams } from './unit-options.ts';

export interface UnitSelectorProps {
  unitId: string;
  /** the unit shown, as its button reads */
  title: string;
  today: string;
}

/**
 * The calendar's unit selector (000 section 2): a button with the unit's title opening a list of the
 * host's units with a search (debounced 500 ms); choosing one opens its calendar.
 */
export function UnitSelector({ unitId, title, today }: UnitSelectorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const labelId = useId();
  const search = useDebouncedSearch('', UNIT_SEARCH_DEBOUNCE_MS);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      search.setValue('');
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  const units = useTimeline(unitOptionsParams(today, search.debounced), combobox.dropdownOpened);
  const rows = units.data?.items ?? [];
  const total = units.data?.pagination.total ?? 0;

  return (
    <Combobox
      store={combobox}
      width="target"
      position="bottom-start"
      // in the page, not a portal: the list stays inside the main landmark
      withinPortal={false}
      onOptionSubmit={(value) => {
        combobox.closeDropdown();
        if (value !== unitId) navigate(build.calendar(value));
      }}
    >
      <Combobox.Target targetType="button">
        <InputBase
          component="button"
          type="button"
          pointer
          label={t('calendar.month.unitLabel')}
          labelProps={{ id: labelId }}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          className={classes.selector}
          styles={{ input: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
        >
          {title}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search.value}
          onChange={(event) => search.setValue(event.currentTarget.value)}
          placeholder={t('calendar.month.unitSearch')}
          aria-label={t('calendar.month.unitSearch')}
          rightSection={units.isFetching ? <Loader size="xs" aria-label={t('commons.loading')} /> : null}
        />
        <Combobox.Options labelledBy={labelId} mah={320} style={{ overflowY: 'auto' }}>
          {rows.map((row) => (
            <Combobox.Option
              value={row.unitId}
              key={row.unitId}
              active={row.unitId === unitId}
              selected={row.unitId === unitId}
            >
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <span>{row.title || t('calendar.month.untitled')}</span>
                {row.unitId === unitId && <IconCheck size={14} aria-hidden="true" />}
              </Group>
            </Combobox.Option>
          ))}
          {units.isSuccess && rows.length === 0 && (
            <Combobox.Empty>
              {search.debounced
                ? t('calendar.month.unitNoMatch', { search: search.debounced })
                : t('calendar.month.noUnitsTitle')}
            </Combobox.Empty>
          )}
          {units.isError && <Combobox.Empty>{t('commons.errorOccuredPleaseTryAgain')}</Combobox.Empty>}
        </Combobox.Options>
        {total > rows.length && (
          <Combobox.Footer>
            <Text size="xs" c="dimmed">
              {t('calendar.month.unitMore', { shown: rows.length, total })}
            </Text>
          </Combobox.Footer>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
