import { registerTimeWords } from '../time-words';

// Hindi: "सोमवार से शनिवार, सुबह 9 बजे से रात 9:30 बजे तक". रात (night) until 4, सुबह (morning), दोपहर
// (afternoon) from noon, शाम (evening) from 4 pm, रात from 8 pm.
registerTimeWords('hi', {
  dayNames: ['सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार', 'रविवार'],
  dayAbbreviations: ['सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि', 'रवि'],
  everyDay: 'रोज़',
  and: 'और',
  dayRunWord: 'से',
  dayParts: [
    { from: 0, word: 'रात' },
    { from: 4, word: 'सुबह' },
    { from: 12, word: 'दोपहर' },
    { from: 16, word: 'शाम' },
    { from: 20, word: 'रात' },
  ],
  hourSuffix: ' बजे',
  range: (from, to) => `${from} से ${to} तक`,
});
