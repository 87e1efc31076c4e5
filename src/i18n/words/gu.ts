import { registerTimeWords } from '../time-words';

// Gujarati: "સોમવાર થી શનિવાર, સવારે 9 થી રાત્રે 9:30". રાત્રે (night) until 4, સવારે (morning), બપોરે
// (afternoon) from noon, સાંજે (evening) from 4 pm, રાત્રે from 8 pm.
registerTimeWords('gu', {
  dayNames: ['સોમવાર', 'મંગળવાર', 'બુધવાર', 'ગુરુવાર', 'શુક્રવાર', 'શનિવાર', 'રવિવાર'],
  dayAbbreviations: ['સોમ', 'મંગળ', 'બુધ', 'ગુરુ', 'શુક્ર', 'શનિ', 'રવિ'],
  everyDay: 'દરરોજ',
  and: 'અને',
  dayRunWord: 'થી',
  dayParts: [
    { from: 0, word: 'રાત્રે' },
    { from: 4, word: 'સવારે' },
    { from: 12, word: 'બપોરે' },
    { from: 16, word: 'સાંજે' },
    { from: 20, word: 'રાત્રે' },
  ],
  hourSuffix: '',
  range: (from, to) => `${from} થી ${to}`,
});
