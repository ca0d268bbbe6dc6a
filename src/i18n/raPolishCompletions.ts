/**
 * react-admin 5 messages that ra-language-polish 1.3.9 lacks (STACK.md: 63 of 164 keys),
 * so no English leaks onto the screen. i18nProvider.test.ts checks every English key.
 */
export const raPolishCompletions = {
  ra: {
    action: {
      clear_array_input: 'Wyczyść listę',
      remove_all_filters: 'Usuń wszystkie filtry',
      reset: 'Resetuj',
      search_columns: 'Szukaj kolumn',
      select_all: 'Zaznacz wszystko',
      select_all_button: 'Zaznacz wszystko',
      select_row: 'Zaznacz ten wiersz',
      update: 'Aktualizuj',
      move_up: 'Przesuń w górę',
      move_down: 'Przesuń w dół',
      open: 'Otwórz',
      toggle_theme: 'Zmień styl',
      select_columns: 'Kolumny',
      update_application: 'Przeładuj aplikację',
    },
    page: {
      access_denied: 'Brak dostępu',
      authentication_error: 'Błąd uwierzytelniania',
    },
    message: {
      access_denied: 'Nie masz uprawnień do tej strony',
      authentication_error: 'Serwer uwierzytelniania zwrócił błąd i nie udało się sprawdzić danych logowania.',
      auth_error: 'Wystąpił błąd podczas sprawdzania tokenu uwierzytelniania.',
      bulk_update_content:
        'Czy na pewno chcesz zaktualizować %{name} %{recordRepresentation}? |||| Czy na pewno chcesz zaktualizować te %{smart_count} elementy? |||| Czy na pewno chcesz zaktualizować tych %{smart_count} elementów?',
      bulk_update_title:
        'Aktualizuj %{name} %{recordRepresentation} |||| Aktualizuj %{smart_count} elementy: %{name} |||| Aktualizuj %{smart_count} elementów: %{name}',
      clear_array_input: 'Czy na pewno chcesz wyczyścić całą listę?',
      select_all_limit_reached: 'Elementów jest zbyt wiele, by zaznaczyć wszystkie. Zaznaczono tylko pierwsze %{max}.',
      placeholder_data_warning: 'Problem z siecią: nie udało się odświeżyć danych.',
    },
    navigation: {
      clear_filters: 'Wyczyść filtry',
      no_filtered_results: 'Brak wyników.',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} z ponad %{offsetEnd}',
      current_page: 'Strona %{page}',
      page: 'Przejdź do strony %{page}',
      first: 'Przejdź do pierwszej strony',
      last: 'Przejdź do ostatniej strony',
      previous: 'Przejdź do poprzedniej strony',
    },
    auth: {
      email: 'E-mail',
    },
    notification: {
      not_authorized: 'Nie masz uprawnień do tego zasobu.',
      application_update_available: 'Dostępna jest nowa wersja.',
      offline: 'Brak połączenia. Nie udało się pobrać danych.',
    },
    validation: {
      unique: 'Musi być unikalne',
    },
    saved_queries: {
      label: 'Zapisane zapytania',
      query_name: 'Nazwa zapytania',
      new_label: 'Zapisz bieżące zapytanie...',
      new_dialog_title: 'Zapisz bieżące zapytanie jako',
      remove_label: 'Usuń zapisane zapytanie',
      remove_label_with_name: 'Usuń zapytanie „%{name}”',
      remove_dialog_title: 'Usunąć zapisane zapytanie?',
      remove_message: 'Czy na pewno chcesz usunąć ten element z listy zapisanych zapytań?',
      help: 'Przefiltruj listę i zapisz to zapytanie na później',
    },
    guesser: {
      empty: {
        title: 'Brak danych do wyświetlenia',
        message: 'Sprawdź dostawcę danych',
      },
    },
    configurable: {
      customize: 'Dostosuj',
      configureMode: 'Skonfiguruj tę stronę',
      inspector: {
        title: 'Inspektor',
        content: 'Najedź na elementy interfejsu, aby je skonfigurować',
        reset: 'Przywróć ustawienia',
        hideAll: 'Ukryj wszystkie',
        showAll: 'Pokaż wszystkie',
      },
      Datagrid: {
        title: 'Tabela',
        unlabeled: 'Kolumna bez etykiety #%{column}',
      },
      SimpleForm: {
        title: 'Formularz',
        unlabeled: 'Pole bez etykiety #%{input}',
      },
      SimpleList: {
        title: 'Lista',
        primaryText: 'Tekst główny',
        secondaryText: 'Tekst dodatkowy',
        tertiaryText: 'Tekst trzeciorzędny',
      },
    },
  },
};
