// Every language's time words, for code that renders every language (the server entry, the content loader, tests).
import './gu';
import './hi';
