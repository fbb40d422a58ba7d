/**
 * The words of the service worker's offline page, in every page language: what a person sees offline when they open
 * a page that was never kept (src/web/browser/service-worker.ts builds the page). A module of its own that imports
 * nothing heavy, so that the service worker bundles these few words without the pages' catalogues. Typed by the
 * registry's languages: a language without its words fails the build.
 */
import type { PackLanguage } from './packs.js';

export interface OfflineWords {
  /** The page's title and heading. */
  readonly title: string;
  /** Why the page cannot be shown. */
  readonly text: string;
  /** Above the list of the pages kept on the device (each named by its own title, in its own language). */
  readonly kept: string;
}

export const OFFLINE_WORDS: Readonly<Record<PackLanguage, OfflineWords>> = {
  en: {
    title: 'You are offline',
    text: 'This page has not been kept on this device, and there is no connection to fetch it.',
    kept: 'Pages kept on this device, which work offline:',
  },
  es: {
    title: 'Sin conexión',
    text: 'Esta página no se ha guardado en este dispositivo y no hay conexión para descargarla.',
    kept: 'Páginas guardadas en este dispositivo, que funcionan sin conexión:',
  },
  nl: {
    title: 'Je bent offline',
    text: 'Deze pagina is niet op dit apparaat bewaard en er is geen verbinding om haar op te halen.',
    kept: 'Pagina’s die op dit apparaat bewaard zijn en offline werken:',
  },
  de: {
    title: 'Sie sind offline',
    text: 'Diese Seite wurde auf diesem Gerät nicht gespeichert, und es gibt keine Verbindung, um sie zu laden.',
    kept: 'Auf diesem Gerät gespeicherte Seiten, die offline funktionieren:',
  },
  fr: {
    title: 'Vous êtes hors ligne',
    text: 'Cette page n’a pas été conservée sur cet appareil, et aucune connexion ne permet de la charger.',
    kept: 'Pages conservées sur cet appareil, qui fonctionnent hors ligne :',
  },
  it: {
    title: 'Sei offline',
    text: 'Questa pagina non è stata conservata su questo dispositivo e non c’è connessione per scaricarla.',
    kept: 'Pagine conservate su questo dispositivo, che funzionano offline:',
  },
  pt: {
    title: 'Você está offline',
    text: 'Esta página não foi guardada neste dispositivo e não há conexão para baixá-la.',
    kept: 'Páginas guardadas neste dispositivo, que funcionam offline:',
  },
  ca: {
    title: 'Sense connexió',
    text: 'Aquesta pàgina no s’ha desat en aquest dispositiu i no hi ha connexió per descarregar-la.',
    kept: 'Pàgines desades en aquest dispositiu, que funcionen sense connexió:',
  },
  gl: {
    title: 'Sen conexión',
    text: 'Esta páxina non se gardou neste dispositivo e non hai conexión para descargala.',
    kept: 'Páxinas gardadas neste dispositivo, que funcionan sen conexión:',
  },
  eu: {
    title: 'Konexiorik gabe zaude',
    text: 'Orri hau ez da gailu honetan gorde, eta ez dago konexiorik deskargatzeko.',
    kept: 'Gailu honetan gordetako orriak, konexiorik gabe dabiltzanak:',
  },
  pl: {
    title: 'Jesteś offline',
    text: 'Ta strona nie została zachowana na tym urządzeniu, a nie ma połączenia, aby ją pobrać.',
    kept: 'Strony zachowane na tym urządzeniu, które działają offline:',
  },
  tr: {
    title: 'Çevrimdışısınız',
    text: 'Bu sayfa bu cihazda saklanmadı ve onu indirmek için bağlantı yok.',
    kept: 'Bu cihazda saklanan ve çevrimdışı çalışan sayfalar:',
  },
  id: {
    title: 'Anda sedang luring',
    text: 'Halaman ini belum disimpan di perangkat ini, dan tidak ada koneksi untuk mengambilnya.',
    kept: 'Halaman yang disimpan di perangkat ini, yang berfungsi secara luring:',
  },
  vi: {
    title: 'Bạn đang ngoại tuyến',
    text: 'Trang này chưa được lưu trên thiết bị này và không có kết nối để tải về.',
    kept: 'Các trang đã lưu trên thiết bị này, dùng được khi ngoại tuyến:',
  },
  ja: {
    title: 'オフラインです',
    text: 'このページはこの端末に保存されておらず、取得するための接続もありません。',
    kept: 'この端末に保存され、オフラインで使えるページ：',
  },
  ko: {
    title: '오프라인 상태입니다',
    text: '이 페이지는 이 기기에 저장되지 않았고, 가져올 연결도 없습니다.',
    kept: '이 기기에 저장되어 오프라인에서 작동하는 페이지:',
  },
  hi: {
    title: 'आप ऑफ़लाइन हैं',
    text: 'यह पेज इस डिवाइस पर सहेजा नहीं गया है, और इसे लाने के लिए कोई कनेक्शन नहीं है।',
    kept: 'इस डिवाइस पर सहेजे गए पेज, जो ऑफ़लाइन काम करते हैं:',
  },
  ar: {
    title: 'أنت غير متصل',
    text: 'لم تُحفظ هذه الصفحة على هذا الجهاز، ولا يوجد اتصال لتنزيلها.',
    kept: 'الصفحات المحفوظة على هذا الجهاز، والتي تعمل دون اتصال:',
  },
};
