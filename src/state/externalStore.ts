import { useSyncExternalStore } from 'react';

/** A value living outside React (read by providers too), observable by components. */
export interface ExternalStore<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

/** A store whose initial value is computed on first read (so importing it touches no browser API). */
export function createExternalStore<T>(initial: () => T): ExternalStore<T> {
  let current: { value: T } | null = null;
  const listeners = new Set<() => void>();
  const get = () => (current ??= { value: initial() }).value;
  return {
    get,
    set(value) {
      if (current && Object.is(current.value, value)) return;
      current = { value };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const useExternalStore = <T>(store: ExternalStore<T>): T => useSyncExternalStore(store.subscribe, store.get, store.get);
