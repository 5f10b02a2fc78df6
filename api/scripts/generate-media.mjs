// Draws the demo content's images as small SVG files into api/assets/media (run once; the files are kept in
// the repository). Deterministic: the same script gives the same bytes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/media');

let seed = 7;
function rand() {
  seed = (seed * 16807) % 2147483647;
  return (seed - 1) / 2147483646;
}
const pick = (list) => list[Math.floor(rand() * list.length)];
const esc = (t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function svg(w, h, body, title) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img">` +
    `<title>${esc(title)}</title>${body}</svg>\n`
  );
}

const FONT = `font-family="'Noto Sans Devanagari','Mangal',Arial,sans-serif"`;

function sky(w, h, top, bottom, id = 'sky') {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${id})"/>`
  );
}

function sun(x, y, r) {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffd66b" opacity=".9"/><circle cx="${x}" cy="${y}" r="${r * 1.6}" fill="#ffd66b" opacity=".2"/>`;
}

function tree(x, ground, s, leaf = '#3f8f4f') {
  return (
    `<rect x="${x - 4 * s}" y="${ground - 40 * s}" width="${8 * s}" height="${40 * s}" fill="#6b4a2b"/>` +
    `<circle cx="${x}" cy="${ground - 55 * s}" r="${24 * s}" fill="${leaf}"/>` +
    `<circle cx="${x - 16 * s}" cy="${ground - 44 * s}" r="${16 * s}" fill="${leaf}"/>` +
    `<circle cx="${x + 16 * s}" cy="${ground - 44 * s}" r="${16 * s}" fill="${leaf}"/>`
  );
}

/** The college's main block: two wings of windows and a portico with columns, a pediment and a flag. */
function building(x, ground, w, h, wall = '#e9c9a0', trim = '#a0522d') {
  let out = `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="${wall}"/>`;
  out += `<rect x="${x - 8}" y="${ground - h - 12}" width="${w + 16}" height="14" fill="${trim}"/>`;
  const rows = 3;
  const cols = Math.floor(w / 70);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + 22 + c * ((w - 44) / cols);
      const wy = ground - h + 24 + r * ((h - 40) / rows);
      out += `<rect x="${wx}" y="${wy}" width="30" height="${(h - 40) / rows - 22}" rx="3" fill="#5b7fa3"/>`;
      out += `<rect x="${wx}" y="${wy}" width="30" height="6" fill="${trim}" opacity=".6"/>`;
    }
  }
  const pw = w * 0.28;
  const px = x + (w - pw) / 2;
  const ph = h + 30;
  out += `<rect x="${px}" y="${ground - ph}" width="${pw}" height="${ph}" fill="#f4e3c8"/>`;
  out += `<polygon points="${px - 14},${ground - ph} ${px + pw / 2},${ground - ph - 50} ${px + pw + 14},${ground - ph}" fill="${trim}"/>`;
  for (let i = 0; i < 5; i++) {
    const cx = px + 10 + i * ((pw - 20) / 4);
    out += `<rect x="${cx - 6}" y="${ground - ph + 8}" width="12" height="${ph - 8}" fill="#fffaf0"/>`;
  }
  out += `<rect x="${px + pw / 2 - 22}" y="${ground - 70}" width="44" height="70" rx="20" fill="#6b3b1f"/>`;
  const fx = px + pw / 2;
  const fy = ground - ph - 50;
  out += `<rect x="${fx - 1.5}" y="${fy - 70}" width="3" height="70" fill="#555"/>`;
  out += `<rect x="${fx + 1.5}" y="${fy - 70}" width="42" height="9" fill="#ff9933"/><rect x="${fx + 1.5}" y="${fy - 61}" width="42" height="9" fill="#fff"/><rect x="${fx + 1.5}" y="${fy - 52}" width="42" height="9" fill="#138808"/>`;
  out += `<circle cx="${fx + 22.5}" cy="${fy - 56.5}" r="3.2" fill="none" stroke="#000080" stroke-width="1"/>`;
  return out;
}

function person(x, ground, s, shirt) {
  return (
    `<circle cx="${x}" cy="${ground - 52 * s}" r="${8 * s}" fill="#8d5a3b"/>` +
    `<path d="M${x - 11 * s} ${ground - 20 * s} L${x - 9 * s} ${ground - 42 * s} Q${x} ${ground - 48 * s} ${x + 9 * s} ${ground - 42 * s} L${x + 11 * s} ${ground - 20 * s} Z" fill="${shirt}"/>` +
    `<rect x="${x - 8 * s}" y="${ground - 20 * s}" width="${6 * s}" height="${20 * s}" fill="#2f3b52"/>` +
    `<rect x="${x + 2 * s}" y="${ground - 20 * s}" width="${6 * s}" height="${20 * s}" fill="#2f3b52"/>`
  );
}

function crowd(x0, x1, ground, s, n) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = x0 + ((x1 - x0) * (i + 0.5)) / n + (rand() - 0.5) * 10;
    out += person(
      x,
      ground,
      s * (0.9 + rand() * 0.2),
      pick(['#c0392b', '#2e86c1', '#f5b041', '#8e44ad', '#16a085', '#ecf0f1', '#d35400']),
    );
  }
  return out;
}

function bookshelf(x, y, w, h, shelves = 4) {
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#7b4a26"/>`;
  const sh = h / shelves;
  for (let s = 0; s < shelves; s++) {
    const top = y + s * sh + 8;
    let bx = x + 8;
    while (bx < x + w - 14) {
      const bw = 8 + Math.floor(rand() * 10);
      const bh = sh - 14 - Math.floor(rand() * 14);
      out += `<rect x="${bx}" y="${top + (sh - 14 - bh)}" width="${bw}" height="${bh}" fill="${pick(['#b03a2e', '#1f618d', '#117864', '#b7950b', '#6c3483', '#a04000', '#283747', '#d0d3d4'])}"/>`;
      bx += bw + 2;
    }
    out += `<rect x="${x}" y="${top + sh - 14}" width="${w}" height="6" fill="#5a3418"/>`;
  }
  return out;
}

function flask(x, ground, s, liquid) {
  return (
    `<path d="M${x - 6 * s} ${ground - 60 * s} h${12 * s} v${18 * s} l${18 * s} ${36 * s} q${3 * s} ${6 * s} -${4 * s} ${6 * s} h-${40 * s} q-${7 * s} 0 -${4 * s} -${6 * s} l${18 * s} -${36 * s} z" fill="#eaf2f8" stroke="#85929e" stroke-width="${2 * s}"/>` +
    `<path d="M${x - 17 * s} ${ground - 20 * s} h${34 * s} l${5 * s} ${12 * s} q${2 * s} ${6 * s} -${4 * s} ${6 * s} h-${36 * s} q-${6 * s} 0 -${4 * s} -${6 * s} z" fill="${liquid}" opacity=".85"/>`
  );
}

function microscope(x, ground, s) {
  return (
    `<rect x="${x - 30 * s}" y="${ground - 10 * s}" width="${60 * s}" height="${10 * s}" rx="${3 * s}" fill="#34495e"/>` +
    `<path d="M${x + 10 * s} ${ground - 10 * s} q${20 * s} -${40 * s} -${5 * s} -${75 * s}" stroke="#34495e" stroke-width="${9 * s}" fill="none"/>` +
    `<rect x="${x - 22 * s}" y="${ground - 40 * s}" width="${30 * s}" height="${6 * s}" fill="#566573"/>` +
    `<rect x="${x - 14 * s}" y="${ground - 100 * s}" width="${12 * s}" height="${50 * s}" rx="${3 * s}" transform="rotate(-20 ${x} ${ground - 75 * s})" fill="#2c3e50"/>`
  );
}

function monitor(x, y, s, screen = '#5dade2') {
  return (
    `<rect x="${x}" y="${y}" width="${90 * s}" height="${60 * s}" rx="${4 * s}" fill="#1c2833"/>` +
    `<rect x="${x + 5 * s}" y="${y + 5 * s}" width="${80 * s}" height="${48 * s}" fill="${screen}"/>` +
    `<rect x="${x + 40 * s}" y="${y + 60 * s}" width="${10 * s}" height="${12 * s}" fill="#1c2833"/>` +
    `<rect x="${x + 25 * s}" y="${y + 72 * s}" width="${40 * s}" height="${5 * s}" fill="#1c2833"/>`
  );
}

function caption(w, h, lines, color = '#7a1f1f') {
  const bandH = 40 + lines.length * 44;
  let out = `<rect x="0" y="${h - bandH}" width="${w}" height="${bandH}" fill="#000" opacity=".45"/>`;
  out += `<rect x="0" y="${h - bandH}" width="${w}" height="6" fill="${color}"/>`;
  lines.forEach((t, i) => {
    out += `<text x="${w / 2}" y="${h - bandH + 52 + i * 44}" text-anchor="middle" ${FONT} font-size="${i === 0 ? 36 : 28}" font-weight="${i === 0 ? 700 : 400}" fill="#fff">${esc(t)}</text>`;
  });
  return out;
}

function label(w, h, text) {
  return (
    `<rect x="0" y="${h - 48}" width="${w}" height="48" fill="#000" opacity=".4"/>` +
    `<text x="${w / 2}" y="${h - 17}" text-anchor="middle" ${FONT} font-size="22" fill="#fff">${esc(text)}</text>`
  );
}

const files = {};

// Logo: an emblem with an open book and a lamp.
files['logo.svg'] = svg(
  200,
  200,
  `<circle cx="100" cy="100" r="96" fill="#7a1f1f"/><circle cx="100" cy="100" r="84" fill="#fff7e6"/>` +
    `<circle cx="100" cy="100" r="78" fill="none" stroke="#ff9933" stroke-width="3"/>` +
    `<path d="M100 70 q-6 -14 0 -28 q6 14 0 28z" fill="#ff9933"/><path d="M100 66 q-3 -8 0 -16 q3 8 0 16z" fill="#ffd66b"/>` +
    `<rect x="92" y="70" width="16" height="12" fill="#a0522d"/>` +
    `<path d="M52 100 q24 -12 48 0 v42 q-24 -12 -48 0z" fill="#1f618d"/><path d="M148 100 q-24 -12 -48 0 v42 q24 -12 48 0z" fill="#117864"/>` +
    `<path d="M58 104 q20 -8 38 0 M58 114 q20 -8 38 0 M58 124 q20 -8 38 0 M104 104 q20 -8 38 0 M104 114 q20 -8 38 0 M104 124 q20 -8 38 0" stroke="#fff" stroke-width="2" fill="none" opacity=".8"/>` +
    `<text x="100" y="168" text-anchor="middle" ${FONT} font-size="18" font-weight="700" fill="#7a1f1f">GDC · 1997</text>`,
  'Government Degree College emblem',
);

const W = 1600;
const H = 600;
const G = 520;
files['slider-campus.svg'] = svg(
  W,
  H,
  sky(W, H, '#6fb7e9', '#d7eefa') +
    sun(1400, 110, 46) +
    `<rect y="${G}" width="${W}" height="${H - G}" fill="#7cb342"/>` +
    tree(120, G, 2.2) +
    tree(300, G, 1.6, '#2e7d32') +
    building(420, G, 760, 230) +
    tree(1300, G, 2, '#2e7d32') +
    tree(1480, G, 2.4) +
    crowd(560, 1040, G + 40, 1, 14) +
    caption(W, H, ['राजकीय स्नातक महाविद्यालय, सिरसागंज', 'Admissions 2025-26 open on the student portal']),
  'The college building',
);
files['slider-laboratory.svg'] = svg(
  W,
  H,
  sky(W, H, '#e8f1f5', '#c9d6df', 'lab') +
    `<rect x="0" y="0" width="${W}" height="60" fill="#aab7b8"/>` +
    bookshelf(80, 90, 260, 300, 3) +
    `<rect x="0" y="380" width="${W}" height="40" fill="#5d4037"/><rect x="0" y="420" width="${W}" height="180" fill="#8d6e63"/>` +
    microscope(500, 380, 1.5) +
    flask(720, 380, 1.6, '#2ecc71') +
    flask(860, 380, 1.2, '#e74c3c') +
    flask(980, 380, 1.4, '#3498db') +
    microscope(1200, 380, 1.3) +
    caption(W, H, ['विज्ञान प्रयोगशालाएँ', 'Botany, Chemistry, Physics and Zoology laboratories']),
  'A science laboratory',
);
files['slider-library.svg'] = svg(
  W,
  H,
  sky(W, H, '#f6e7cf', '#e5cfa9', 'lib') +
    bookshelf(40, 40, 360, 420) +
    bookshelf(440, 40, 360, 420) +
    bookshelf(840, 40, 360, 420) +
    bookshelf(1240, 40, 320, 420) +
    `<rect y="460" width="${W}" height="140" fill="#a1887f"/>` +
    caption(W, H, ['पुस्तकालय: 17,457 पुस्तकें एवं पत्रिकाएँ', 'Library of 17,457 books and journals']),
  'The college library',
);

files['about.svg'] = svg(
  800,
  500,
  sky(800, 500, '#87c5ee', '#e3f2fb') +
    sun(680, 80, 30) +
    `<rect y="430" width="800" height="70" fill="#7cb342"/>` +
    tree(70, 430, 1.5) +
    building(150, 430, 500, 190) +
    tree(730, 430, 1.7, '#2e7d32') +
    `<rect x="330" y="440" width="140" height="60" fill="#c8b48f"/>`,
  'The college campus',
);

/** A drawn portrait: 'f' has long hair and a dupatta, 'm' short hair; glasses on some. */
function portrait(file, title, shirt, bg, look = 'm', glasses = false) {
  const hair =
    look === 'f'
      ? `<path d="M112 190 q-6 -140 88 -140 q94 0 88 140 q6 110 -30 150 h-116 q-36 -40 -30 -150z" fill="#1b1b1b"/>`
      : `<path d="M124 160 q4 -100 76 -102 q74 2 78 102 q-18 -46 -78 -50 q-58 4 -76 50z" fill="#222"/>`;
  const fringe =
    look === 'f'
      ? `<path d="M124 150 q20 -70 76 -70 q56 0 76 70 q-30 -40 -76 -42 q-46 2 -76 42z" fill="#1b1b1b"/>`
      : '';
  const specs = glasses
    ? `<circle cx="172" cy="172" r="18" fill="none" stroke="#333" stroke-width="4"/><circle cx="228" cy="172" r="18" fill="none" stroke="#333" stroke-width="4"/><line x1="190" y1="172" x2="210" y2="172" stroke="#333" stroke-width="4"/>`
    : '';
  const dress =
    look === 'f'
      ? `<path d="M60 480 q10 -190 140 -200 q130 10 140 200z" fill="${shirt}"/><path d="M120 300 q80 120 220 120 v60 h-60 q-120 -40 -160 -180z" fill="#f5b041" opacity=".85"/>`
      : `<path d="M60 480 q10 -190 140 -200 q130 10 140 200z" fill="${shirt}"/><path d="M172 282 l28 56 l28 -56z" fill="#fff"/>`;
  files[file] = svg(
    400,
    480,
    `<rect width="400" height="480" fill="${bg}"/>` +
      hair +
      `<rect x="178" y="232" width="44" height="56" fill="#7a4a2e"/>` +
      dress +
      `<ellipse cx="200" cy="170" rx="72" ry="84" fill="#8d5a3b"/>` +
      fringe +
      `<circle cx="172" cy="172" r="6" fill="#2b1a10"/><circle cx="228" cy="172" r="6" fill="#2b1a10"/>` +
      specs +
      (look === 'f' ? `<circle cx="200" cy="134" r="4" fill="#c0392b"/>` : '') +
      `<path d="M180 214 q20 14 40 0" stroke="#5a2e1a" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    title,
  );
}
portrait('principal.svg', 'The principal', '#34495e', '#f3e5d0', 'm', true);

// Facilities: one picture each.
const FW = 800;
const FH = 500;
const facility = {
  'facility-multipurpose-hall.svg': [
    'Multipurpose hall',
    `<rect width="${FW}" height="${FH}" fill="#4a235a"/><rect x="80" y="60" width="640" height="260" fill="#f5eef8"/>` +
      `<path d="M80 60 h90 q-20 140 0 260 h-90z M720 60 h-90 q20 140 0 260 h90z" fill="#922b21"/>` +
      `<rect x="60" y="320" width="680" height="30" fill="#6e2c00"/>` +
      `<text x="400" y="200" text-anchor="middle" ${FONT} font-size="40" fill="#7a1f1f">सभागार</text>` +
      crowd(90, 710, 470, 1.4, 12),
  ],
  'facility-smart-class-room.svg': [
    'Smart class room',
    `<rect width="${FW}" height="${FH}" fill="#eaf2f8"/><rect x="170" y="50" width="460" height="250" rx="6" fill="#1c2833"/>` +
      `<rect x="182" y="62" width="436" height="226" fill="#fdfefe"/>` +
      `<text x="400" y="150" text-anchor="middle" ${FONT} font-size="34" fill="#1f618d">E = mc²</text>` +
      `<path d="M230 250 q80 -80 160 -20 t170 -60" stroke="#e67e22" stroke-width="5" fill="none"/>` +
      `<rect x="0" y="380" width="${FW}" height="120" fill="#a6acaf"/>` +
      crowd(100, 700, 480, 1.3, 9),
  ],
  'facility-women-health-club.svg': [
    'Women health club',
    `<rect width="${FW}" height="${FH}" fill="#fdedec"/><circle cx="400" cy="200" r="120" fill="#f5b7b1"/>` +
      `<path d="M400 290 l-90 -90 a50 50 0 0 1 90 -60 a50 50 0 0 1 90 60z" fill="#c0392b"/>` +
      `<rect x="385" y="170" width="30" height="80" fill="#fff"/><rect x="360" y="195" width="80" height="30" fill="#fff"/>` +
      `<rect x="0" y="400" width="${FW}" height="100" fill="#f1948a"/>` +
      crowd(150, 650, 480, 1.2, 6),
  ],
  'facility-computer-lab.svg': [
    'Computer lab',
    `<rect width="${FW}" height="${FH}" fill="#d6eaf8"/><rect y="330" width="${FW}" height="30" fill="#6e2c00"/>` +
      `<rect y="360" width="${FW}" height="140" fill="#aeb6bf"/>` +
      monitor(60, 220, 1.2) +
      monitor(240, 220, 1.2, '#58d68d') +
      monitor(420, 220, 1.2, '#f7dc6f') +
      monitor(600, 220, 1.2, '#af7ac5') +
      `<text x="400" y="120" text-anchor="middle" ${FONT} font-size="38" fill="#1b4f72">कंप्यूटर प्रयोगशाला</text>`,
  ],
  'facility-library.svg': [
    'Library',
    `<rect width="${FW}" height="${FH}" fill="#f6e7cf"/>` +
      bookshelf(30, 30, 230, 360) +
      bookshelf(285, 30, 230, 360) +
      bookshelf(540, 30, 230, 360) +
      `<rect y="390" width="${FW}" height="110" fill="#a1887f"/>`,
  ],
  'facility-e-library.svg': [
    'E-Library',
    `<rect width="${FW}" height="${FH}" fill="#e8f8f5"/>` +
      bookshelf(40, 60, 220, 300, 3) +
      monitor(330, 140, 2.2, '#48c9b0') +
      `<text x="429" y="225" text-anchor="middle" ${FONT} font-size="30" fill="#0e6251">e-पुस्तकालय</text>` +
      `<rect y="400" width="${FW}" height="100" fill="#a3e4d7"/>`,
  ],
  'facility-e-learning-park.svg': [
    'E-Learning Park',
    sky(FW, FH, '#85c1e9', '#d6eaf8', 'park') +
      `<rect y="360" width="${FW}" height="140" fill="#7cb342"/>` +
      tree(90, 370, 1.6) +
      tree(700, 370, 1.8, '#2e7d32') +
      `<rect x="280" y="320" width="240" height="14" fill="#6e2c00"/><rect x="290" y="334" width="10" height="36" fill="#4a2300"/><rect x="500" y="334" width="10" height="36" fill="#4a2300"/>` +
      `<path d="M360 170 q40 -40 80 0 M375 190 q25 -22 50 0 M390 208 q10 -8 20 0" stroke="#1f618d" stroke-width="8" fill="none" stroke-linecap="round"/><circle cx="400" cy="226" r="8" fill="#1f618d"/>` +
      person(340, 330, 1.2, '#e67e22') +
      person(460, 330, 1.2, '#2980b9'),
  ],
  'facility-college-store.svg': [
    'College store',
    `<rect width="${FW}" height="${FH}" fill="#fef9e7"/><rect x="140" y="120" width="520" height="290" fill="#f0b27a"/>` +
      `<path d="M120 120 h560 l-30 -50 h-500z" fill="#c0392b"/>` +
      `<path d="M120 120 q35 30 70 0 q35 30 70 0 q35 30 70 0 q35 30 70 0 q35 30 70 0 q35 30 70 0 q35 30 70 0 q35 30 70 0" fill="#fff"/>` +
      `<rect x="190" y="190" width="180" height="140" fill="#fdfefe"/>` +
      bookshelf(195, 195, 170, 130, 2) +
      `<rect x="430" y="190" width="160" height="220" fill="#6e2c00"/>` +
      `<text x="400" y="460" text-anchor="middle" ${FONT} font-size="32" fill="#7a1f1f">महाविद्यालय भंडार · College Store</text>`,
  ],
};
for (const [file, [title, body]] of Object.entries(facility)) files[file] = svg(FW, FH, body, title);

// Gallery: four kinds of events.
const gallery = {
  'gallery-annual-function-1.svg': [
    'Annual function: lamp lighting',
    `<rect width="${FW}" height="${FH}" fill="#1b2631"/><rect x="60" y="60" width="680" height="280" fill="#4a235a"/>` +
      `<text x="400" y="140" text-anchor="middle" ${FONT} font-size="40" fill="#f9e79f">वार्षिकोत्सव 2025</text>` +
      `<text x="400" y="190" text-anchor="middle" ${FONT} font-size="28" fill="#fdfefe">Annual Function</text>` +
      `<rect x="385" y="250" width="30" height="90" fill="#b7950b"/><path d="M400 244 q-8 -16 0 -30 q8 14 0 30z" fill="#f39c12"/>` +
      crowd(80, 720, 480, 1.4, 10),
  ],
  'gallery-annual-function-2.svg': [
    'Annual function: cultural programme',
    `<rect width="${FW}" height="${FH}" fill="#512e5f"/><rect x="0" y="330" width="${FW}" height="170" fill="#784212"/>` +
      `<circle cx="200" cy="60" r="80" fill="#f5b041" opacity=".35"/><circle cx="600" cy="60" r="80" fill="#f5b041" opacity=".35"/>` +
      person(260, 330, 2.4, '#e74c3c') +
      person(400, 330, 2.4, '#f1c40f') +
      person(540, 330, 2.4, '#27ae60'),
  ],
  'gallery-annual-function-3.svg': [
    'Annual function: prize distribution',
    `<rect width="${FW}" height="${FH}" fill="#fcf3cf"/><rect x="0" y="340" width="${FW}" height="160" fill="#a04000"/>` +
      `<rect x="280" y="260" width="240" height="80" fill="#fff" stroke="#7a1f1f" stroke-width="4"/>` +
      `<text x="400" y="310" text-anchor="middle" ${FONT} font-size="28" fill="#7a1f1f">पुरस्कार वितरण</text>` +
      person(200, 340, 2.2, '#2c3e50') +
      person(600, 340, 2.2, '#8e44ad'),
  ],
  'gallery-sports-meet-1.svg': [
    'Sports meet: race',
    sky(FW, FH, '#5dade2', '#d6eaf8', 'sp1') +
      `<rect y="300" width="${FW}" height="200" fill="#c0392b"/>` +
      [330, 370, 410, 450].map((y) => `<rect y="${y}" width="${FW}" height="3" fill="#fff"/>`).join('') +
      person(250, 360, 1.6, '#f1c40f') +
      person(380, 400, 1.6, '#2ecc71') +
      person(520, 440, 1.6, '#3498db'),
  ],
  'gallery-sports-meet-2.svg': [
    'Sports meet: trophy',
    `<rect width="${FW}" height="${FH}" fill="#1a5276"/>` +
      `<path d="M320 120 h160 v60 q0 80 -80 90 q-80 -10 -80 -90z" fill="#f4d03f"/>` +
      `<path d="M320 140 q-60 0 -50 50 q10 40 60 40 M480 140 q60 0 50 50 q-10 40 -60 40" stroke="#f4d03f" stroke-width="12" fill="none"/>` +
      `<rect x="385" y="270" width="30" height="60" fill="#d4ac0d"/><rect x="330" y="330" width="140" height="40" fill="#7e5109"/>` +
      `<text x="400" y="440" text-anchor="middle" ${FONT} font-size="34" fill="#fff">क्रीड़ा प्रतियोगिता 2025</text>`,
  ],
  'gallery-nss-camp-1.svg': [
    'NSS camp: tree plantation',
    sky(FW, FH, '#aed6f1', '#eaf2f8', 'nss1') +
      `<rect y="330" width="${FW}" height="170" fill="#935116"/>` +
      tree(200, 340, 1.2) +
      tree(400, 340, 1.0, '#52be80') +
      tree(600, 340, 1.3) +
      person(300, 360, 1.5, '#ecf0f1') +
      person(500, 360, 1.5, '#ecf0f1') +
      label(FW, FH, 'राष्ट्रीय सेवा योजना · NSS'),
  ],
  'gallery-nss-camp-2.svg': [
    'NSS camp: cleanliness drive',
    sky(FW, FH, '#f9e79f', '#fef9e7', 'nss2') +
      `<rect y="340" width="${FW}" height="160" fill="#d5dbdb"/>` +
      crowd(100, 700, 430, 1.5, 8) +
      `<rect x="320" y="180" width="160" height="70" fill="#fff" stroke="#138808" stroke-width="4"/>` +
      `<text x="400" y="225" text-anchor="middle" ${FONT} font-size="26" fill="#138808">स्वच्छ भारत</text>`,
  ],
  'gallery-science-exhibition-1.svg': [
    'Science exhibition: models',
    `<rect width="${FW}" height="${FH}" fill="#e8f6f3"/><rect y="330" width="${FW}" height="30" fill="#6e2c00"/>` +
      flask(200, 330, 1.5, '#9b59b6') +
      microscope(400, 330, 1.4) +
      `<circle cx="610" cy="250" r="60" fill="#5dade2"/><ellipse cx="610" cy="250" rx="95" ry="22" fill="none" stroke="#f39c12" stroke-width="5"/>` +
      label(FW, FH, 'विज्ञान प्रदर्शनी · Science Exhibition'),
  ],
  'gallery-science-exhibition-2.svg': [
    'Science exhibition: visitors',
    `<rect width="${FW}" height="${FH}" fill="#d1f2eb"/>` +
      monitor(120, 120, 1.8, '#1abc9c') +
      monitor(480, 120, 1.8, '#e67e22') +
      crowd(80, 720, 470, 1.5, 9),
  ],
};
for (const [file, [title, body]] of Object.entries(gallery)) files[file] = svg(FW, FH, body, title);

// A press cutting for the news gallery.
function newspaper(file, headlineHi, headlineEn) {
  let lines = '';
  for (let i = 0; i < 9; i++) {
    lines += `<rect x="60" y="${200 + i * 26}" width="${300 + Math.floor(rand() * 60)}" height="10" fill="#999"/>`;
    lines += `<rect x="440" y="${200 + i * 26}" width="${260 + Math.floor(rand() * 40)}" height="10" fill="#999"/>`;
  }
  files[file] = svg(
    FW,
    FH,
    `<rect width="${FW}" height="${FH}" fill="#fbfaf5"/><rect x="30" y="30" width="740" height="440" fill="none" stroke="#555" stroke-width="2"/>` +
      `<text x="400" y="100" text-anchor="middle" ${FONT} font-size="40" font-weight="700" fill="#222">${esc(headlineHi)}</text>` +
      `<text x="400" y="150" text-anchor="middle" ${FONT} font-size="26" fill="#444">${esc(headlineEn)}</text>` +
      `<rect x="60" y="170" width="680" height="3" fill="#222"/>${lines}`,
    headlineEn,
  );
}
newspaper('news-admission-open.svg', 'महाविद्यालय में प्रवेश प्रारम्भ', 'Online admissions open at the college');
newspaper('news-nss-award.svg', 'एनएसएस इकाई को जनपद स्तरीय सम्मान', 'District honour for the college NSS unit');

// Course pictures.
const courseArt = {
  'course-bsc-biology.svg': [
    'B.Sc. Biology',
    '#e9f7ef',
    `<path d="M330 120 q70 60 0 120 q-70 60 0 120 M470 120 q-70 60 0 120 q70 60 0 120" stroke="#1e8449" stroke-width="10" fill="none"/>` +
      [150, 200, 250, 300, 350]
        .map((y) => `<line x1="345" y1="${y}" x2="455" y2="${y}" stroke="#58d68d" stroke-width="6"/>`)
        .join(''),
  ],
  'course-bsc-maths.svg': [
    'B.Sc. Mathematics',
    '#eaf2f8',
    `<text x="400" y="290" text-anchor="middle" font-family="Georgia,serif" font-size="200" fill="#1f618d">π</text><text x="210" y="180" font-family="Georgia,serif" font-size="60" fill="#5dade2">∫</text><text x="560" y="200" font-family="Georgia,serif" font-size="56" fill="#5dade2">√x</text>`,
  ],
  'course-msc-botany.svg': [
    'M.Sc. Botany',
    '#e9f7ef',
    `<path d="M400 380 v-200" stroke="#196f3d" stroke-width="10"/><path d="M400 260 q-120 -40 -140 -140 q110 10 140 140z M400 220 q110 -30 130 -130 q-100 10 -130 130z" fill="#27ae60"/>`,
  ],
  'course-msc-zoology.svg': [
    'M.Sc. Zoology',
    '#fef5e7',
    `<ellipse cx="400" cy="250" rx="150" ry="80" fill="#ca6f1e"/><circle cx="520" cy="200" r="55" fill="#ca6f1e"/><circle cx="540" cy="190" r="8" fill="#fff"/><path d="M260 250 q-80 -10 -100 -60" stroke="#ca6f1e" stroke-width="14" fill="none"/>`,
  ],
  'course-msc-chemistry.svg': [
    'M.Sc. Chemistry',
    '#f4ecf7',
    flask(330, 380, 2.4, '#8e44ad') + flask(500, 380, 1.8, '#3498db'),
  ],
  'course-msc-physics.svg': [
    'M.Sc. Physics',
    '#ebf5fb',
    `<circle cx="400" cy="240" r="22" fill="#c0392b"/>` +
      [0, 60, 120]
        .map(
          (a) =>
            `<ellipse cx="400" cy="240" rx="160" ry="55" fill="none" stroke="#2e86c1" stroke-width="6" transform="rotate(${a} 400 240)"/>`,
        )
        .join(''),
  ],
  'course-msc-maths.svg': [
    'M.Sc. Mathematics',
    '#eaf2f8',
    `<text x="400" y="270" text-anchor="middle" font-family="Georgia,serif" font-size="120" fill="#1f618d">∑ ∞</text>`,
  ],
  'course-bcom.svg': [
    'B.Com.',
    '#fef9e7',
    `<rect x="220" y="300" width="60" height="80" fill="#f39c12"/><rect x="310" y="240" width="60" height="140" fill="#e67e22"/><rect x="400" y="180" width="60" height="200" fill="#d35400"/><rect x="490" y="120" width="60" height="260" fill="#a04000"/><path d="M210 280 l120 -70 l90 -50 l120 -80" stroke="#1e8449" stroke-width="8" fill="none"/>`,
  ],
  'course-mcom.svg': [
    'M.Com.',
    '#fdf2e9',
    `<rect x="240" y="120" width="320" height="260" rx="10" fill="#fff" stroke="#935116" stroke-width="6"/>` +
      [170, 210, 250, 290, 330]
        .map(
          (y) =>
            `<line x1="270" y1="${y}" x2="530" y2="${y}" stroke="#ccc" stroke-width="4"/><text x="520" y="${y - 6}" text-anchor="end" font-family="Arial" font-size="20" fill="#935116">₹</text>`,
        )
        .join(''),
  ],
};
for (const [file, [title, bg, body]] of Object.entries(courseArt)) {
  files[file] = svg(FW, FH, `<rect width="${FW}" height="${FH}" fill="${bg}"/>${body}` + label(FW, FH, title), title);
}

// Staff photographs are drawn portraits, one per member of the seed (looks match the seed's names).
const STAFF_LOOKS = 'mfmmfmmffmmfmfmmfm';
const shirts = ['#34495e', '#7b241c', '#1a5276', '#145a32', '#6c3483', '#784212', '#1b2631', '#117a65'];
const backs = ['#f3e5d0', '#e8f6f3', '#eaf2f8', '#fdedec', '#f4ecf7', '#fef9e7'];
for (let i = 1; i <= STAFF_LOOKS.length; i++) {
  portrait(
    `staff-${i}.svg`,
    `Staff member ${i}`,
    shirts[i % shirts.length],
    backs[i % backs.length],
    STAFF_LOOKS[i - 1],
    i % 3 === 0,
  );
}

/** A one-page PDF of text lines (Helvetica), with a correct cross-reference table. */
function pdf(lines) {
  const escPdf = (t) => t.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map(([size, t], i) => `BT /F1 ${size} Tf 56 ${780 - i * 24} Td (${escPdf(t)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

files['list-of-holidays-2025.pdf'] = pdf([
  [18, 'Government Degree College, Sirsaganj (Firozabad)'],
  [14, 'List of Holidays 2025'],
  [11, ''],
  ...[
    ['14 Jan', 'Makar Sankranti'],
    ['26 Jan', 'Republic Day'],
    ['26 Feb', 'Maha Shivratri'],
    ['14 Mar', 'Holi'],
    ['31 Mar', 'Id-ul-Fitr'],
    ['14 Apr', 'Dr. B. R. Ambedkar Jayanti'],
    ['18 Apr', 'Good Friday'],
    ['12 May', 'Buddha Purnima'],
    ['15 Aug', 'Independence Day'],
    ['16 Aug', 'Janmashtami'],
    ['2 Oct', 'Gandhi Jayanti and Dussehra'],
    ['20 Oct', 'Deepawali'],
    ['5 Nov', 'Guru Nanak Jayanti'],
    ['25 Dec', 'Christmas'],
  ].map(([d, n]) => [11, `${d.padEnd(10, ' ')}  ${n}`]),
  [11, ''],
  [10, 'Holidays falling on Sundays are not listed. Changes, if any, will be notified on the notice board.'],
]);
files['notice-admission-2025-26.pdf'] = pdf([
  [18, 'Government Degree College, Sirsaganj (Firozabad)'],
  [14, 'Admission Notice: Session 2025-26'],
  [11, ''],
  [11, 'Online registration for B.Sc., B.Com., M.Sc. and M.Com. first year is open on the student portal.'],
  [11, 'Registration fee: Rs. 50 (online). Admission is on merit as per the rules of the University.'],
  [11, 'Keep ready: High School and Intermediate mark sheets, Aadhaar card, caste and domicile'],
  [11, 'certificates (if applicable), TC and a recent passport size photograph.'],
  [11, ''],
  [11, 'Principal'],
]);

// Bio data of the teachers whose links the faculty pages show (a staff member's `bio_data`, read by `biodataLink`
// in shared-types `content/public-pages.ts`).
const BIODATA = {
  1: [
    'Dr. Rakesh Kumar Sharma',
    'Associate Professor & Head, Botany',
    'M.Sc., Ph.D. (Botany)',
    'Plant taxonomy, ethnobotany of the Braj region',
  ],
  2: ['Dr. Sunita Yadav', 'Assistant Professor, Botany', 'M.Sc., Ph.D. (Botany)', 'Plant physiology, stress biology'],
  4: ['Dr. Manoj Kumar Gupta', 'Assistant Professor, Chemistry', 'M.Sc., Ph.D. (Chemistry)', 'Coordination chemistry'],
  5: [
    'Dr. Priyanka Singh',
    'Assistant Professor, Zoology',
    'M.Sc., Ph.D. (Zoology)',
    'Freshwater ecology of the Yamuna',
  ],
  7: [
    'Dr. Ashok Kumar Tiwari',
    'Assistant Professor & Head, Physics',
    'M.Sc., Ph.D. (Physics)',
    'Condensed matter physics',
  ],
  8: ['Dr. Neha Agarwal', 'Assistant Professor, Physics', 'M.Sc., Ph.D. (Physics)', 'Thin films and materials'],
  10: [
    'Dr. Sandeep Kumar Mishra',
    'Associate Professor & Head, Commerce',
    'M.Com., Ph.D.',
    'Rural banking and microfinance',
  ],
  11: ['Dr. Pankaj Kumar Saxena', 'Assistant Professor, Commerce', 'M.Com., NET, Ph.D.', 'Accounting and taxation'],
  13: [
    'Dr. Rajeev Kumar Dixit',
    'Assistant Professor, Commerce',
    'M.Com., M.B.A., Ph.D.',
    'Marketing of small industries',
  ],
};
for (const [id, [name, post, degrees, research]] of Object.entries(BIODATA)) {
  files[`biodata-staff-${id}.pdf`] = pdf([
    [18, 'Government Degree College, Sirsaganj (Firozabad)'],
    [14, 'Bio Data'],
    [11, ''],
    [12, `Name: ${name}`],
    [12, `Designation: ${post}`],
    [12, `Qualifications: ${degrees}`],
    [12, `Area of research: ${research}`],
    [12, 'Address: Government Degree College, Sirsaganj, Firozabad, Uttar Pradesh'],
  ]);
}

fs.mkdirSync(OUT, { recursive: true });
let total = 0;
for (const [file, body] of Object.entries(files)) {
  fs.writeFileSync(path.join(OUT, file), body);
  total += Buffer.byteLength(body);
}
console.log(`${Object.keys(files).length} files, ${total} bytes in ${OUT}`);
