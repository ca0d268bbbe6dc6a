/**
 * The field app's texts in Polish. Another language (Ukrainian, issue 30) is another file of the
 * same shape (`FieldMessages`); numbers and dates stay Polish-formatted whatever the language.
 */
export const pl = {
  appName: 'SAT Teren',
  signIn: {
    title: 'Logowanie',
    username: 'Login',
    password: 'Hasło',
    submit: 'Zaloguj',
    required: 'Wpisz login i hasło.',
    offline: 'Brak połączenia. Zaloguj się, gdy będzie zasięg.',
    sessionEnded: 'Sesja wygasła. Zaloguj się ponownie — niewysłane dane czekają w telefonie.',
  },
  signOut: 'Wyloguj',
  workDay: {
    start: 'Rozpocznij pracę',
    end: 'Zakończ pracę',
    notStarted: 'Dzień pracy nie jest rozpoczęty.',
    openSince: (time: string) => `Praca od ${time}`,
    hoursSoFar: (hours: string) => `Przepracowano: ${hours}`,
    noPosition: 'Brak pozycji telefonu — włącz lokalizację.',
  },
  queue: {
    title: (count: number) => `Do wysłania (${count})`,
    allSent: 'Wszystko wysłane.',
    offline: 'Brak zasięgu — dane zostaną wysłane później.',
    refused: 'Odrzucone przez serwer:',
    discard: 'Odrzuć',
    actions: {
      workDayStart: 'Rozpoczęcie pracy',
      workDayEnd: 'Zakończenie pracy',
      positions: (count: number) => `Pozycje (${count})`,
    },
  },
  unexpected: 'Nie udało się połączyć z serwerem.',
};

export type FieldMessages = typeof pl;
