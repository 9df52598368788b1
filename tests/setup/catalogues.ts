// Every language's catalogues, as the server holds them: code shared with the browser (dates,
// closing markers) finds its words through i18nFor, which the server and the browser's entry
// fill before anything renders.
import "~/i18n/catalogues.server";
