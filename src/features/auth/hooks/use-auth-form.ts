import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { readJson, writeJson } from '../../../platform/storage';
import { useUnsavedInput } from '../../../platform/unsaved-input';
import { useLanguageRevalidation } from '../../../i18n/use-language';
import type { Message, Rule } from '../model/validation';

export type Values = Record<string, string>;

/** Secrets of a form away from the screen, by draft key: memory only, for a short visit elsewhere. */
const held = new Map<string, { values: Values; at: number }>();
/** How long a password waits in memory for its form to come back. */
const HELD_MS = 10 * 60 * 1000;

/** Drops every secret held for a form away from the screen (tests start from nothing). */
export function forgetHeldInput(): void {
  held.clear();
}

function takeHeld(key: string): Values {
  const entry = held.get(key);
  held.delete(key);
  return entry && Date.now() - entry.at < HELD_MS ? entry.values : {};
}

interface Options {
  rules: Readonly<Record<string, Rule>>;
  initial: Values;
  /** sessionStorage key for the draft of non-secret fields (a reload keeps them). */
  draftKey?: string;
  draftFields?: readonly string[];
  /**
   * Secret fields (passwords) kept in memory only, never in storage, while
   * the player visits another screen of the app and comes back (the terms):
   * a reload or a closed tab forgets them.
   */
  heldFields?: readonly string[];
  /** Fields re-checked when another one changes (confirm follows password). */
  dependents?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The state of an accounts form: values, per-field messages, the first
 * failing field focused, drafts of non-secret fields in sessionStorage, and
 * unsaved input reported while dirty. Nothing is cleared on a failed submit.
 */
export function useAuthForm({ rules, initial, draftKey, draftFields = [], heldFields = [], dependents = {} }: Options) {
  const [values, setValues] = useState<Values>(() => {
    const draft = draftKey ? (readJson<Values>(draftKey, 'session') ?? {}) : {};
    const restored: Values = {};
    for (const field of draftFields) if (typeof draft[field] === 'string' && draft[field]) restored[field] = draft[field];
    return { ...initial, ...restored, ...(draftKey ? takeHeld(draftKey) : {}) };
  });
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  /** The <form>'s id: fields are found by name for focusing (no ref in the result). */
  const formId = useId();
  const touchedRef = useRef(touched);
  useEffect(() => {
    touchedRef.current = touched;
  });
  const latest = useRef({ rules, values, errors, dependents });
  useEffect(() => {
    latest.current = { rules, values, errors, dependents };
  });

  const dirty = Object.keys(values).some((k) => (values[k] ?? '') !== (initial[k] ?? ''));
  useUnsavedInput(dirty);

  useEffect(() => {
    if (!draftKey) return;
    const draft: Values = {};
    for (const field of draftFields) if (values[field]) draft[field] = values[field];
    writeJson(draftKey, draft, 'session');
  }, [draftKey, draftFields, values]);

  // the secrets go to memory when the form leaves the screen, and come back with it
  const heldRef = useRef(heldFields);
  const forgotten = useRef(false);
  useEffect(() => {
    heldRef.current = heldFields;
  });
  useEffect(() => {
    if (!draftKey) return;
    return () => {
      const secrets: Values = {};
      for (const field of heldRef.current) if (latest.current.values[field]) secrets[field] = latest.current.values[field];
      if (Object.keys(secrets).length > 0 && !forgotten.current) held.set(draftKey, { values: secrets, at: Date.now() });
    };
  }, [draftKey]);

  const check = useCallback((fields: readonly string[], nextValues: Values) => {
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) {
        const rule = latest.current.rules[field];
        const message = rule ? rule(nextValues[field] ?? '', nextValues) : null;
        if (message) next[field] = message;
        else delete next[field];
      }
      return next;
    });
  }, []);

  const setValue = useCallback(
    (name: string, value: string) => {
      const nextValues = { ...latest.current.values, [name]: value };
      latest.current.values = nextValues;
      setValues(nextValues);
      const self = name in latest.current.errors || touchedRef.current[name] ? [name] : [];
      // a dependent (confirm password) is re-checked once it holds something
      const others = (latest.current.dependents[name] ?? []).filter((f) => Boolean(nextValues[f]));
      const recheck = [...self, ...others];
      if (recheck.length) check(recheck, nextValues);
    },
    [check],
  );

  /**
   * A field left: checked once it holds something, or was left holding
   * something before (its message then follows it, also once emptied). An
   * empty field merely tabbed past says nothing until a submit (the UX
   * review: "Vui lòng nhập…" before the player had tried anything).
   */
  const blur = useCallback(
    (name: string) => {
      if (!(latest.current.values[name] ?? '').trim() && !touchedRef.current[name] && !(name in latest.current.errors)) return;
      setTouched((t) => (t[name] ? t : { ...t, [name]: true }));
      check([name], latest.current.values);
    },
    [check],
  );

  const focus = useCallback((name: string) => {
    const form = document.getElementById(formId);
    const element = form instanceof HTMLFormElement ? form.elements.namedItem(name) : null;
    if (element instanceof HTMLElement) element.focus();
  }, [formId]);

  /** Validates the given fields (default: all); focuses the first failing one. */
  const validate = useCallback(
    (fields?: readonly string[]): boolean => {
      const { rules: currentRules, values: currentValues } = latest.current;
      const names = fields ?? Object.keys(currentRules);
      const found: Record<string, Message> = {};
      for (const field of names) {
        const message = currentRules[field]?.(currentValues[field] ?? '', currentValues);
        if (message) found[field] = message;
      }
      setErrors((current) => {
        const next = { ...current };
        for (const field of names) delete next[field];
        return { ...next, ...found };
      });
      setTouched((t) => ({ ...t, ...Object.fromEntries(names.map((n) => [n, true])) }));
      const first = names.find((n) => found[n]);
      if (first) focus(first);
      return first === undefined;
    },
    [focus],
  );

  /** A message on one field, focused unless the player is typing elsewhere (an availability check). */
  const setFieldError = useCallback(
    (name: string, message: Message, { moveFocus = true }: { moveFocus?: boolean } = {}) => {
      setErrors((current) => ({ ...current, [name]: message }));
      if (moveFocus) focus(name);
    },
    [focus],
  );

  const clearFields = useCallback((names: readonly string[]) => {
    const nextValues = { ...latest.current.values };
    for (const n of names) nextValues[n] = '';
    latest.current.values = nextValues;
    setValues(nextValues);
  }, []);

  const replaceValues = useCallback((patch: Values) => {
    const nextValues = { ...latest.current.values, ...patch };
    latest.current.values = nextValues;
    setValues(nextValues);
  }, []);

  const forgetDraft = useCallback(() => {
    if (!draftKey) return;
    writeJson(draftKey, {}, 'session');
    held.delete(draftKey);
    forgotten.current = true;
  }, [draftKey]);

  // Spec §5: messages re-evaluated 200 ms after a language change.
  useLanguageRevalidation(() => check(Object.keys(latest.current.errors), latest.current.values));

  return { values, errors, touched, dirty, formId, setValue, blur, validate, setFieldError, clearFields, replaceValues, focus, forgetDraft };
}

export type AuthForm = ReturnType<typeof useAuthForm>;
