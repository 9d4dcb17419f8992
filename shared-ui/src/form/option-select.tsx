import { NativeSelect, type NativeSelectRootProps } from '@chakra-ui/react';

export interface OptionSelectProps {
  /** The select's accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The empty choice first ("Select", "Any client"); without it the first option is the default. */
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  size?: NativeSelectRootProps['size'];
  /** The box's own style (a width). */
  rootProps?: Omit<NativeSelectRootProps, 'size' | 'disabled'>;
}

/** A plain select of a few options, outside a formik form (a filter, a choice in a dialog or a panel). */
export function OptionSelect({
  label,
  value,
  onChange,
  options,
  placeholder,
  id,
  disabled,
  size = 'sm',
  rootProps,
}: OptionSelectProps) {
  return (
    <NativeSelect.Root size={size} disabled={disabled} {...rootProps}>
      <NativeSelect.Field
        // without an id of its own it takes its field's, so that the field's label names it
        {...(id ? { id } : {})}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
