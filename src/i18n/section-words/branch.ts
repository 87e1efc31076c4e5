/** What a branch's card and page say when the page's JSON leaves a text out (placeholders in braces). */
export const branchWords = {
  today: 'Today',
  closed: 'Closed',
  openNow: 'Open now, until {closes}',
  opensToday: 'Closed now, opens today at {opens}',
  opensTomorrow: 'Closed now, opens tomorrow at {opens}',
  opensLater: 'Closed now, opens {day} at {opens}',
  closedNow: 'Closed now',
  closure: 'Closed today: {note}',
  call: 'Call {phone}',
  whatsApp: 'WhatsApp',
  directions: 'Get directions',
  book: 'Book at this branch',
  details: 'Hours, map and directions',
};
