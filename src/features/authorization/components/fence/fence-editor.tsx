import { MAX_VERTICES, fenceBounds, type LatLng } from '@contract/geofence';
import { useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { messageText, useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useAddPlace } from '../../api/places';
import {
  draftWith,
  fenceOf,
  fenceProblemOf,
  typed,
  type FenceDraft,
  type FenceMode,
  type TypedPoint,
} from './fence-draft';
import { FenceMap } from './fence-map';
import { PlacePicker, useKeepsPlaces } from './place-picker';

const MODES: readonly FenceMode[] = ['none', 'circle', 'polygon'];
const MAP_HEIGHT = 300;

interface Props {
  idPrefix: string;
  value: FenceDraft;
  onChange: (draft: FenceDraft) => void;
  /** The contract's message about the fence (a message reference), shown once the form was submitted. */
  error?: string | undefined;
}

/**
 * Where the seal may be used: no fence, a circle (click the map for its centre) or a polygon (click the map for each
 * vertex), every coordinate also typed for precision and keyboard use; or a saved place (常用地点), which
 * administrators may also save the drawn fence as. A stamp outside may lock the authorisation.
 */
export function FenceEditor({ idPrefix, value, onChange, error }: Props) {
  const { t } = useTranslation();
  // The first view: the fence as it was when the editor opened, else China; later edits do not move the map (it would
  // jump while vertices are clicked), the zoom button does.
  const [bounds, setBounds] = useState(() => {
    const fence = fenceOf(value);
    return fence && !fenceProblemOf(value) ? fenceBounds(fence) : undefined;
  });
  const set = (changes: Partial<FenceDraft>) => onChange({ ...value, ...changes });
  const setPoint = (i: number, p: TypedPoint) => set({ points: value.points.map((q, j) => (j === i ? p : q)) });
  const pick = (p: LatLng) => {
    if (value.mode === 'circle') set({ center: typed(p) });
    else if (value.points.length < MAX_VERTICES) set({ points: [...value.points, typed(p)] });
  };
  const drawn = fenceOf(value);
  const showable = drawn && !fenceProblemOf(value) ? drawn : undefined;
  const vertices =
    value.mode === 'polygon'
      ? value.points
          .map((p) => ({ lat: Number(p.lat), lng: Number(p.lng) }))
          .filter((p) => !Number.isNaN(p.lat + p.lng))
      : [];

  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-700">{t('geofence.legend')}</legend>
      <div role="radiogroup" aria-label={t('geofence.legend')} className="flex flex-wrap gap-2">
        {MODES.map((mode) => (
          <label
            key={mode}
            className={`cursor-pointer rounded-md border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-400 ${value.mode === mode ? 'border-blue-500 bg-blue-50 text-blue-700' : 'border-slate-200 text-slate-600'}`}
          >
            <input
              type="radio"
              className="sr-only"
              name={`${idPrefix}-fence-mode`}
              checked={value.mode === mode}
              onChange={() => set({ mode })}
            />
            {t(`geofence.modes.${mode}`)}
          </label>
        ))}
      </div>
      {value.mode === 'none' ? null : (
        <>
          <PlacePicker idPrefix={idPrefix} onPick={(fence) => onChange(draftWith(value, fence))} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-slate-500">{t(`geofence.hints.${value.mode}`, { max: MAX_VERTICES })}</p>
            <Button
              size="sm"
              variant="light"
              disabled={!showable}
              onClick={() => showable && setBounds(fenceBounds(showable))}
            >
              {t('geofence.zoomToFence')}
            </Button>
          </div>
          <FenceMap
            label={t('geofence.mapLabel')}
            height={MAP_HEIGHT}
            bounds={bounds}
            fence={showable}
            vertices={showable ? [] : vertices}
            onPick={pick}
          />
          {value.mode === 'circle' ? (
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                id={`${idPrefix}-fence-lat`}
                label={t('geofence.lat')}
                inputMode="decimal"
                value={value.center.lat}
                onChange={(e) => set({ center: { ...value.center, lat: e.target.value } })}
              />
              <TextField
                id={`${idPrefix}-fence-lng`}
                label={t('geofence.lng')}
                inputMode="decimal"
                value={value.center.lng}
                onChange={(e) => set({ center: { ...value.center, lng: e.target.value } })}
              />
              <TextField
                id={`${idPrefix}-fence-radius`}
                label={t('geofence.radius')}
                inputMode="numeric"
                value={value.radius}
                onChange={(e) => set({ radius: e.target.value })}
              />
            </div>
          ) : (
            <VertexList
              idPrefix={idPrefix}
              points={value.points}
              onPoint={setPoint}
              onPoints={(points) => set({ points })}
            />
          )}
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={value.lockOnBreach}
              onChange={(e) => set({ lockOnBreach: e.target.checked })}
            />
            {t('geofence.lockOnBreach')}
          </label>
          <SavePlace idPrefix={idPrefix} draft={value} />
        </>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {messageText(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

function VertexList({
  idPrefix,
  points,
  onPoint,
  onPoints,
}: {
  idPrefix: string;
  points: TypedPoint[];
  onPoint: (i: number, p: TypedPoint) => void;
  onPoints: (points: TypedPoint[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <ol className="max-h-56 space-y-2 overflow-y-auto">
        {points.map((p, i) => (
          <li key={i} className="flex items-end gap-2">
            <span className="w-6 pb-2.5 text-xs text-slate-500">{i + 1}</span>
            <TextField
              id={`${idPrefix}-vertex-${i}-lat`}
              label={t('geofence.vertexLat', { n: i + 1 })}
              inputMode="decimal"
              value={p.lat}
              onChange={(e) => onPoint(i, { ...p, lat: e.target.value })}
            />
            <TextField
              id={`${idPrefix}-vertex-${i}-lng`}
              label={t('geofence.vertexLng', { n: i + 1 })}
              inputMode="decimal"
              value={p.lng}
              onChange={(e) => onPoint(i, { ...p, lng: e.target.value })}
            />
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('geofence.removeVertex', { n: i + 1 })}
              onClick={() => onPoints(points.filter((_, j) => j !== i))}
            >
              ×
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={points.length >= MAX_VERTICES}
          onClick={() => onPoints([...points, { lat: '', lng: '' }])}
        >
          {t('geofence.addVertex')}
        </Button>
        <Button size="sm" variant="secondary" disabled={points.length === 0} onClick={() => onPoints([])}>
          {t('geofence.clear')}
        </Button>
      </div>
    </div>
  );
}

/** Administrators keep the drawn fence as a saved place for later grants. */
function SavePlace({ idPrefix, draft }: { idPrefix: string; draft: FenceDraft }) {
  const { t } = useTranslation();
  const keeps = useKeepsPlaces();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddPlace();
  if (!keeps) return null;
  const save = () => {
    const fence = fenceOf(draft);
    const invalid = fenceProblemOf(draft);
    if (!fence || invalid) return setProblem(messageText(invalid ?? 'v.required'));
    if (name.trim() === '') return setProblem(messageText('v.required'));
    add.mutate(
      { name: name.trim(), fence },
      {
        onSuccess: () => {
          notify('success', t('geofence.placeSaved', { name: name.trim() }));
          setName('');
          setProblem(null);
        },
        onError: (e) => setProblem(e instanceof ApiError ? e.message : String(e)),
      },
    );
  };
  return (
    <div className="flex flex-wrap items-end gap-2 border-t border-slate-100 pt-3">
      <TextField
        id={`${idPrefix}-place-name`}
        label={t('geofence.saveAs')}
        maxLength={30}
        value={name}
        placeholder={t('geofence.saveAsPlaceholder')}
        onChange={(e) => setName(e.target.value)}
      />
      <Button size="sm" variant="secondary" disabled={add.isPending} onClick={save}>
        {t('geofence.save')}
      </Button>
      {problem ? (
        <p role="alert" className="w-full text-xs text-red-600">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
