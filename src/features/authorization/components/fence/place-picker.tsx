import type { Fence } from '@contract/geofence';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectField } from '@/components/form/select-field';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/use-confirm';
import { currentUserQuery } from '@/lib/current-user';
import { useTranslation } from '@/lib/i18n';
import { useDeletePlace, usePlaces } from '../../api/places';

/** Saved places are kept by the unit's administrators (chief and administrators), as the server's rule says. */
export function useKeepsPlaces(): boolean {
  const me = useQuery(currentUserQuery());
  const role = me.data?.kind === 'staff' ? me.data.staff.role : null;
  return role === 0 || role === 1;
}

/**
 * The unit's saved places (常用地点): choosing one takes its fence; administrators may delete the chosen one, after a
 * confirmation (fences already granted from it stay). Hidden while the unit has none.
 */
export function PlacePicker({ idPrefix, onPick }: { idPrefix: string; onPick: (fence: Fence) => void }) {
  const { t } = useTranslation();
  const places = usePlaces();
  const keeps = useKeepsPlaces();
  const remove = useDeletePlace();
  const [chosen, setChosen] = useState('');
  const deletion = useConfirm<{ id: number; name: string }>({
    run: (place) => remove.mutateAsync(place.id).then(() => setChosen('')),
    message: (place) => t('geofence.deletePlaceConfirm', { name: place.name }),
    done: t('geofence.placeDeleted'),
  });
  const list = places.data?.list ?? [];
  if (list.length === 0) return null;
  const place = list.find((p) => String(p.id) === chosen);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        id={`${idPrefix}-fence-place`}
        label={t('geofence.place')}
        placeholder={t('geofence.placePlaceholder')}
        options={list.map((p) => ({ value: String(p.id), label: p.name }))}
        value={place ? chosen : ''}
        onChange={(e) => {
          setChosen(e.target.value);
          const picked = list.find((p) => String(p.id) === e.target.value);
          if (picked) onPick(picked.fence);
        }}
      />
      {keeps && place ? (
        <Button
          size="sm"
          variant="danger"
          aria-label={t('geofence.deletePlace', { name: place.name })}
          onClick={() => deletion.ask({ id: place.id, name: place.name })}
        >
          {t('geofence.deletePlaceShort')}
        </Button>
      ) : null}
      {deletion.dialog}
    </div>
  );
}
