import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useClient } from 'urql';
import { LocateMeAddressDocument } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import type { DomainWidgetProps } from '../../../engine/render/domain-widgets';
import { TAP_TARGET_PX } from '../../../engine/render/tap-target';
import { addressTexts, siblingName } from './address-texts';

type Status = { kind: 'idle' } | { kind: 'locating' } | { kind: 'located'; text: string } | { kind: 'failed'; text: string };

/** A position is asked once; a cached one up to a minute old will do for a shop the agent stands in. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 30_000, maximumAge: 60_000 };

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, POSITION_OPTIONS));
}

function positionProblem(reason: unknown): string {
  const code = typeof reason === 'object' && reason !== null && 'code' in reason ? reason.code : undefined;
  // GeolocationPositionError.PERMISSION_DENIED is 1.
  return code === 1 ? addressTexts.locationDenied : addressTexts.locationUnavailable;
}

/**
 * 'Locate me', bound to the address's latitude: asks the browser for the phone's position, and the
 * server for the address there (locateMeAddress), then fills the address's state, city and pincode
 * (sibling fields) and its latitude and longitude, which the save stores.
 */
export function LocateMeWidget({ field, name, control, setValue, disabled, error }: DomainWidgetProps) {
  const client = useClient();
  const { field: input } = useController({ control, name });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const locate = async () => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setStatus({ kind: 'failed', text: addressTexts.locationUnsupported });
      return;
    }
    setStatus({ kind: 'locating' });
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
    } catch (reason) {
      setStatus({ kind: 'failed', text: positionProblem(reason) });
      return;
    }
    const { latitude, longitude } = position.coords;
    const result = await client.query(LocateMeAddressDocument, { input: { latitude, longitude } }, { requestPolicy: 'network-only' }).toPromise();
    const address = result.data?.locateMeAddress.address;
    if (!address) {
      setStatus({ kind: 'failed', text: result.error ? describeError(result.error).message : addressTexts.locationUnavailable });
      return;
    }
    const options = { shouldDirty: true, shouldValidate: true };
    // The pincode first: its lookup then finds the state and city already set to what it would set.
    if (address.pinCode) setValue(siblingName(name, 'pinCode'), address.pinCode, options);
    if (address.stateCode) setValue(siblingName(name, 'stateCode'), address.stateCode, options);
    if (address.cityId) setValue(siblingName(name, 'cityId'), address.cityId, options);
    setValue(siblingName(name, 'longitude'), address.longitude ?? longitude, options);
    input.onChange(address.latitude ?? latitude);
    setStatus({ kind: 'located', text: addressTexts.located(address.city ?? '', address.state ?? '') });
  };

  const locating = status.kind === 'locating';
  const note = status.kind === 'located' || status.kind === 'failed' ? status.text : (error ?? field.help);
  return (
    <Stack gap={4} data-widget="locateMe" data-locate-status={status.kind}>
      <Button
        variant="light"
        mih={TAP_TARGET_PX}
        w="fit-content"
        loading={locating}
        disabled={disabled}
        onClick={() => void locate()}
        aria-describedby={note ? `${name}-locate-note` : undefined}
      >
        {locating ? addressTexts.locating : field.label}
      </Button>
      {locating && (
        <Text size="xs" c="dimmed" role="status">
          {addressTexts.locating}
        </Text>
      )}
      {note && !locating && (
        <Text id={`${name}-locate-note`} size="xs" c={status.kind === 'failed' ? 'red' : status.kind === 'located' ? 'green.8' : 'dimmed'} role={status.kind === 'failed' ? 'alert' : undefined}>
          {note}
        </Text>
      )}
    </Stack>
  );
}

/** A coordinate the Locate me button sets (the longitude beside its latitude): nothing to see or type. */
export function GeoCoordinateWidget() {
  return null;
}
