/**
 * The app's own messages: every user-visible string of the frame (spec §2, §8) under `sat.*`,
 * and each registry resource's labels and toasts under `resources.<name>.*`.
 */
import { getResource, resourceList, type ResourceSpec } from '../domain/resources';
import { LOGIN_REQUIRED_MESSAGE, REQUIRED_MESSAGE } from '../domain/validation';

const defined = <T extends Record<string, unknown>>(entries: T) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value)) as Partial<T>;

function resourceMessages(spec: ResourceSpec) {
  const combined = (spec.columns ?? []).filter((column) => typeof column !== 'string');
  const labels = { ...spec.fields, ...spec.joined, ...Object.fromEntries(combined.map((column) => [column.name, column])) };
  const texts = (key: 'placeholder' | 'emptyText') =>
    Object.fromEntries(
      Object.entries(labels).flatMap(([name, item]) => {
        const text = (item as { placeholder?: string; emptyText?: string })[key];
        return text ? [[name, text]] : [];
      }),
    );
  return {
    /** Polish has three plural forms: 1, 2–4, 5+. */
    name: `${spec.singular} |||| ${spec.label} |||| ${spec.label}`,
    fields: Object.fromEntries(Object.entries(labels).map(([name, field]) => [name, field.label])),
    placeholders: texts('placeholder'),
    empty: texts('emptyText'),
    choices: Object.fromEntries(
      Object.entries(spec.fields)
        .filter(([, field]) => field.choices)
        .map(([name, field]) => [name, { ...field.choices }]),
    ),
    actions: defined({
      create: spec.createLabel,
      createTitle: spec.createTitle,
      edit: spec.editLabel,
      editSubmit: spec.editSubmit,
    }),
    messages: defined({ ...spec.messages }),
    notFound: spec.notFoundMessage,
    referenceNotFound: Object.fromEntries(
      Object.entries(spec.fields).flatMap(([name, field]) =>
        field.reference ? [[name, field.notFoundMessage ?? getResource(field.reference).notFoundMessage]] : [],
      ),
    ),
  };
}

export const appMessages = {
  ra: {
    validation: { required: REQUIRED_MESSAGE },
    /** "Następna" would sit beside "Przejdź do poprzedniej strony" in the pagination's labels. */
    navigation: { no_results: 'Brak wyników.', next: 'Przejdź do następnej strony' },
  },
  sat: {
    brand: 'SAT',
    login: {
      title: 'Logowanie',
      description: 'Poniżej wprowadź swoją nazwę użytkownika, aby zalogować się do swojego konta.',
      username: 'Nazwa użytkownika',
      password: 'Hasło',
      submit: 'Zaloguj',
      required: LOGIN_REQUIRED_MESSAGE,
      failed: 'Niepoprawny login lub hasło!',
      sessionExpired: 'Twoja sesja wygasła. Zaloguj się ponownie.',
      loggedOut: 'Zostałeś wylogowany.',
    },
    theme: {
      change: 'Zmień styl',
      light: 'Jasny',
      dark: 'Ciemny',
      system: 'Systemowy',
    },
    menu: {
      petrolPlacesAndProviders: 'Miejsca i Dostawcy Paliwa',
      tankerLedger: 'Bilans cysterny',
      // Fuel anomalies (issue 13 §2).
      fuelAnomalies: 'Anomalie paliwowe',
    },
    site: {
      placeholder: 'Wybierz budowę',
      notSelected: 'Nie wybrano budowy',
      gone: 'Wybrana budowa już nie istnieje. Wybierz budowę.',
    },
    dateRange: {
      empty: 'Pick a date',
    },
    export: {
      pending: 'Pobieranie...',
      success: 'Pobrano!',
      error: 'Wystąpił błąd podczas pobierania!',
    },
    table: {
      search: 'Szukaj wartosci...',
      columns: 'Kolumny',
      empty: 'Brak wyników.',
      selection: 'Zaznaczono %{selected} z %{total} wierszy',
      edit: 'Edycja',
      deleteSelected: 'Usuń zaznaczone',
      deleteTitle: 'Czy jesteś pewien?',
      notDeleted: 'Nie usunięto: %{rows}.',
    },
    vehicleFueling: {
      chooseTanker: 'Wybierz cysternę',
      noTanker: 'Wybierz cysternę, aby wyświetlić tankowania.',
    },
    tankerLedger: {
      title: 'Bilans cysterny',
      noTanker: 'Wybierz cysternę, aby wyświetlić jej bilans.',
      noRange: 'Wybierz zakres dat, aby wyświetlić bilans.',
      empty: 'Brak dostaw, tankowań maszyn i pomiarów w wybranym okresie.',
      error: 'Nie udało się wczytać bilansu cysterny: %{detail}',
      summary: 'Stan na początku okresu: %{opening} l · dostarczono %{delivered} l · wydano %{dispensed} l · stan na końcu: %{closing} l',
      tableLabel: 'Bilans cysterny dzień po dniu',
      day: 'Dzień',
      opening: 'Stan początkowy (l)',
      delivered: 'Dostarczono (l)',
      dispensed: 'Wydano (l)',
      stockCount: 'Pomiar (l)',
      adjustment: 'Korekta z pomiaru (l)',
      closing: 'Stan końcowy (l)',
      notes: 'Uwagi',
      belowZero: 'Wydano o %{litres} l więcej niż było w cysternie',
      aboveCapacity: 'Przekroczono pojemność o %{litres} l',
      chart: 'Wykres stanu cysterny',
      stock: 'Stan na koniec dnia (l)',
      capacity: 'Pojemność %{litres} l',
    },
    // Fuel anomalies (issue 13 §2).
    anomalies: {
      title: 'Anomalie paliwowe',
      chip: 'Anomalia',
      column: 'Anomalia',
      showExplained: 'Pokaż wyjaśnione',
      settings: 'Progi',
      settingsTitle: 'Progi anomalii paliwowych',
      settingsSaved: 'Zapisano progi.',
      noRange: 'Wybierz zakres dat, aby wyświetlić anomalie.',
      empty: 'Brak anomalii w wybranym okresie.',
      error: 'Nie udało się wczytać anomalii: %{detail}',
      count: 'Niewyjaśnione anomalie: %{smart_count}',
      tableLabel: 'Anomalie paliwowe',
      datetime: 'Data i godzina',
      vehicle: 'Pojazd',
      source: 'Rodzaj tankowania',
      rule: 'Reguła',
      reason: 'Powód',
      explanation: 'Wyjaśnienie',
      explainedBy: '%{note} (%{user}, %{at})',
      explain: 'Wyjaśnij',
      withdraw: 'Cofnij wyjaśnienie',
      explainTitle: 'Wyjaśnij anomalię',
      note: 'Wyjaśnienie',
      explained: 'Anomalia wyjaśniona.',
      sources: { fueling: 'Stacja', vehicle_fueling: 'Cysterna->Maszyna', tanker_fueling: 'Dostawa do cysterny' },
    },
    form: {
      pickOnMap: 'Wybierz położenie na mapie',
    },
    toast: {
      saving: 'Zapisywanie...',
      saved: 'Zapisano.',
      deleting: 'Usuwanie...',
      deleted: 'Usunięto.',
    },
    page: {
      notFound: 'Not Found',
      error: 'Something went wrong!',
      showError: 'Show Error',
      hideError: 'Hide Error',
    },
    rides: {
      date: 'Data przejazdu',
      duration: 'Czas trwania',
      showOnMap: 'Pokaż na mapie',
    },
    workDays: {
      online: 'Aktywni pracownicy',
      noneOnline: 'Brak aktywnych pracowników',
      personTitle: 'Dni pracy: %{name}',
      invalidPerson: 'Nieprawidłowy identyfikator pracownika: „%{id}”. Podaj liczbę całkowitą.',
    },
    map: {
      title: 'Mapa',
      distance: 'Dystans: %{distance} km',
      noData: 'Brak danych do wyświetlenia!',
      invalidRide: 'Nieprawidłowy identyfikator przejazdu: „%{id}”. Podaj liczbę całkowitą.',
      attribution: '&copy; autorzy <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    },
  },
  resources: Object.fromEntries(resourceList.map((spec) => [spec.name, resourceMessages(spec)])),
};
