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
      siteReport: 'Raport budowy',
      fuelConsumption: 'Spalanie maszyn',
      // Haul productivity (issue 13 §4).
      haul: 'Wydajność przewozów',
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
    report: {
      csv: 'CSV: %{table}',
      table: 'Tabela: %{title}',
    },
    siteReport: {
      title: 'Raport budowy',
      subtitle: '%{site} · %{from} – %{to}',
      print: 'Drukuj',
      noRange: 'Wybierz zakres dat, aby wyświetlić raport.',
      error: 'Nie udało się wczytać raportu budowy: %{detail}',
      tables: {
        fuel: 'Paliwo',
        'work-hours': 'Godziny pracy',
        repairs: 'Zgłoszenia napraw',
      },
      stationLitres: 'Tankowania na stacjach',
      stationCost: 'Koszt tankowań na stacjach',
      deliveredLitres: 'Dostawy do cystern',
      deliveredCost: 'Koszt dostaw (szacunkowy)',
      estimate: 'Dostawy do cystern nie mają ceny: ich koszt liczymy po średniej cenie ze stacji w tym okresie (%{price}/l).',
      noPrice: 'Dostawy do cystern nie mają ceny, a w tym okresie nie było tankowań na stacjach: kosztu dostaw nie da się oszacować.',
      noFuel: 'Brak tankowań i dostaw paliwa w wybranym okresie.',
      fuelChart: 'Wykres paliwa dzień po dniu',
      noWork: 'Brak dni pracy w wybranym okresie.',
      person: 'Pracownik',
      days: 'Dni pracy',
      hours: 'Godziny',
      open: 'Niezakończone dni pracy',
      noRepairs: 'Brak zgłoszeń napraw w wybranym okresie.',
      datetime: 'Data',
      vehicle: 'Pojazd',
      reporter: 'Zgłaszający',
      note: 'Opis',
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
    // Consumption per machine (issue "Fuel and haul intelligence" §3).
    fuelConsumption: {
      title: 'Spalanie maszyn',
      units:
        'Samochody liczymy w litrach na 100 km (l/100 km). Maszyny, których licznik liczy motogodziny (koparki, spycharki, równiarki, walce, stabilizatory, ciągniki), w litrach na motogodzinę (l/mth).',
      rules:
        'Spalanie to litry tankowań z odczytem licznika podzielone przez przebieg od poprzedniego odczytu. Norma to mediana spalania pojazdu z całej historii; odchylenie większe niż ±%{percent} % jest wyróżnione. Odcinki, na których licznik się cofnął albo skoczył bardziej, niż pojazd mógł przejechać, są pominięte.',
      noRange: 'Wybierz zakres dat, aby wyświetlić spalanie.',
      empty: 'Brak tankowań z odczytem licznika w wybranym okresie.',
      error: 'Nie udało się wczytać spalania: %{detail}',
      tableLabel: 'Ranking spalania według typu pojazdu',
      vehicle: 'Pojazd',
      unit: 'Jednostka',
      litres: 'Zatankowano (l)',
      distance: 'Przebieg',
      rate: 'Spalanie',
      baseline: 'Norma',
      deviation: 'Odchylenie',
      skipped: 'Pominięte odcinki',
      rateUnit: { km: 'l/100 km', h: 'l/mth' },
      distanceUnit: { km: 'km', h: 'mth' },
      showTrend: 'Pokaż trend: %{vehicle}',
      trendTitle: 'Trend spalania: %{vehicle}',
      trendSummary: 'Spalanie w okresie: %{rate} · norma: %{baseline} · odcinki policzone: %{counted}, pominięte: %{skipped}',
      trendEmpty: 'Brak policzonych odcinków tego pojazdu w wybranym okresie.',
      trendError: 'Nie udało się wczytać trendu: %{detail}',
      chart: 'Wykres spalania pojazdu',
      chartRate: 'Spalanie odcinka (%{unit})',
      chartBaseline: 'Norma %{rate}',
      none: '—',
    },
    // Haul productivity (issue 13 §4).
    haul: {
      title: 'Wydajność przewozów',
      scope: '%{site} · %{from} – %{to}',
      allSites: 'Wszystkie budowy',
      noRange: 'Wybierz zakres dat, aby wyświetlić wydajność przewozów.',
      error: 'Nie udało się wczytać wydajności przewozów: %{detail}',
      empty: 'Brak zakończonych przejazdów w wybranym okresie.',
      figures: 'Podsumowanie',
      loads: 'Kursy',
      tonnes: 'Tony',
      tonnesOf: 'z %{loads} z %{total} kursów (pojazdy ze znaną ładownością)',
      tonnesUnknown: 'Brak pojazdów ze znaną ładownością',
      vehiclesHauling: 'Pojazdy z kursami',
      openRides: 'Przejazdy niezakończone',
      openRidesNote: 'nie liczą się jako kursy',
      loadedMedian: 'Załadunek → rozładunek (mediana)',
      returnMedian: 'Rozładunek → następny załadunek (mediana)',
      loadsChart: 'Wykres kursów dziennie według materiału',
      cycleChart: 'Wykres czasów cyklu na trasach',
      cycleChartNote: 'Słupek: mediana, jaśniej do 90. percentyla, najjaśniej do maksimum (minuty). Trasy od najwolniejszej, najwyżej %{count}.',
      loadedShort: 'Z ładunkiem',
      returnShort: 'Powrót',
      median: 'mediana',
      p90: '90. percentyl',
      max: 'maksimum',
      noMaterial: 'Bez materiału',
      noPlace: 'Nie podano',
      pairsTable: 'Przewieziony materiał według tras',
      vehiclesTable: 'Kursy według pojazdów',
      routesTable: 'Najwolniejsze trasy',
      idleTable: 'Przestoje dłuższe niż %{minutes} min',
      noIdle: 'Brak przestojów dłuższych niż %{minutes} min.',
      material: 'Materiał',
      from: 'Miejsce załadunku',
      to: 'Miejsce rozładunku',
      loadsWithPayload: 'Kursy ze znaną ładownością',
      tonnesColumn: 'Tony (t)',
      fleetNumber: 'Numer boczny',
      registration: 'Numer rejestracyjny',
      payload: 'Ładowność (t)',
      daysWorked: 'Dni z kursami',
      loadsPerDay: 'Kursy na dzień',
      loadedColumns: 'Z ładunkiem: mediana / 90. perc. / maks.',
      returns: 'Powroty',
      returnColumns: 'Powrót: mediana / 90. perc. / maks.',
      place: 'Miejsce rozładunku',
      idleFrom: 'Od',
      idleTo: 'Do',
      idleLength: 'Przestój',
      export: 'Pobierz CSV: %{table}',
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
