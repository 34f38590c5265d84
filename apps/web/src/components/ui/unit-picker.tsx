import { Combobox, Group, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../lib/translation.tsx';

export interface UnitPickerOption {
  unitId: string;
  /** the unit's title, empty when it has none */
  title: string;
  /** a second line, e.g. the property's title */
  detail?: string | undefined;
}

export interface UnitPickerSearch {
  value: string;
  setValue: (value: string) => void;
  /** the trimmed, debounced value the owner searches with */
  debounced: string;
}

export interface UnitPickerProps {
  unitId: string;
  /** the unit shown, as its button reads */
  title: string;
  /** what `useDebouncedSearch` returns: the owner loads `options` for `search.debounced` */
  search: UnitPickerSearch;
  options: {
    rows: UnitPickerOption[];
    total: number;
    isFetching: boolean;
    isSuccess: boolean;
    isError: boolean;
  };
  /** the owner loads options only while the list is open */
  onOpenedChange: (opened: boolean) => void;
  onChoose: (unitId: string) => void;
}

/**
 * A unit selector (000 section 2, the calendar's; 001 section 2, insights): a button with the unit's
 * title opening a list of the host's units with a search; choosing another unit calls `onChoose`.
 * The owner holds the search and loads the options, so each area lists units its own way.
 */
export function UnitPicker({ unitId, title, search, options, onOpenedChange, onChoose }: UnitPickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      search.setValue('');
      onOpenedChange(false);
    },
    onDropdownOpen: () => {
      combobox.focusSearchInput();
      onOpenedChange(true);
    },
  });
  const { rows, total } = options;

  return (
    <Combobox
      store={combobox}
      width="target"
      position="bottom-start"
      // in the page, not a portal: the list stays inside the main landmark
      withinPortal={false}
      onOptionSubmit={(value) => {
        combobox.closeDropdown();
        if (value !== unitId) onChoose(value);
      }}
    >
      <Combobox.Target targetType="button">
        <InputBase
          component="button"
          type="button"
          pointer
          label={t('unitPicker.label')}
          labelProps={{ id: labelId }}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          w={{ base: '100%', xs: 460 }}
          maw="100%"
          styles={{ input: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
        >
          {title}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search.value}
          onChange={(event) => search.setValue(event.currentTarget.value)}
          placeholder={t('unitPicker.search')}
          aria-label={t('unitPicker.search')}
          rightSection={options.isFetching ? <Loader size="xs" aria-label={t('commons.loading')} /> : null}
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
                <span>
                  {row.title || t('unitPicker.untitled')}
                  {row.detail && (
                    <Text component="span" size="xs" c="dimmed" display="block">
                      {row.detail}
                    </Text>
                  )}
                </span>
                {row.unitId === unitId && <IconCheck size={14} aria-hidden="true" />}
              </Group>
            </Combobox.Option>
          ))}
          {options.isSuccess && rows.length === 0 && (
            <Combobox.Empty>
              {search.debounced
                ? t('unitPicker.noMatch', { search: search.debounced })
                : t('unitPicker.none')}
            </Combobox.Empty>
          )}
          {options.isError && <Combobox.Empty>{t('commons.errorOccuredPleaseTryAgain')}</Combobox.Empty>}
        </Combobox.Options>
        {total > rows.length && (
          <Combobox.Footer>
            <Text size="xs" c="dimmed">
              {t('unitPicker.more', { shown: rows.length, total })}
            </Text>
          </Combobox.Footer>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
