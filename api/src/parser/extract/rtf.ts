import { makeLine, type DocModel, type Line } from '../model.js';

const SKIP_DEST = new Set(['fonttbl', 'colortbl', 'stylesheet', 'info', 'pict', 'object', 'header', 'footer', 'headerl', 'headerr', 'footerl', 'footerr', 'themedata', 'colorschememapping', 'latentstyles', 'datastore', 'xmlnstbl', 'listtable', 'listoverridetable', 'rsidtbl', 'generator', 'fldinst', 'bkmkstart', 'bkmkend', 'nonshppict', 'shppict', 'sp', 'sn', 'sv']);

/** A small RTF reader (many ".doc" resumes from job portals are RTF): text, paragraphs, cells, bold. */
export function readRtf(bytes: Buffer): DocModel {
  const s = bytes.toString('latin1');
  const lines: Line[] = [];
  type St = { skip: boolean; bold: boolean; uc: number; size: number };
  const stack: St[] = [];
  let st: St = { skip: false, bold: false, uc: 1, size: 12 };
  let segs: string[] = [];
  let cur = '';
  let chars = 0;
  let bold = 0;
  let size = 0;
  let skipChars = 0;
  const flushSeg = () => {
    if (cur.trim()) segs.push(cur);
    cur = '';
  };
  const flushLine = () => {
    flushSeg();
    if (segs.length) lines.push(makeLine(segs, { bold: chars > 0 && bold / chars >= 0.6, size, table: segs.length > 1 }));
    segs = [];
    chars = 0;
    bold = 0;
    size = 0;
  };
  const emit = (t: string) => {
    if (st.skip) return;
    if (skipChars > 0) {
      skipChars--;
      return;
    }
    cur += t;
    if (t.trim()) {
      chars++;
      if (st.bold) bold++;
      size = Math.max(size, st.size);
    }
  };
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '{') {
      stack.push(st);
      st = { ...st };
      if (s.startsWith('{\\*', i)) st.skip = true;
    } else if (c === '}') {
      st = stack.pop() ?? st;
    } else if (c === '\\') {
      const m = /^\\([a-z]+)(-?\d+)? ?|^\\'([0-9a-f]{2})|^\\([^a-z])/i.exec(s.slice(i, i + 40));
      if (!m) continue;
      i += m[0].length - 1;
      if (m[3]) {
        emit(Buffer.from([parseInt(m[3], 16)]).toString('latin1'));
        continue;
      }
      if (m[4]) {
        if (m[4] === '\\' || m[4] === '{' || m[4] === '}') emit(m[4]);
        else if (m[4] === '~') emit(' ');
        else if (m[4] === '\n' || m[4] === '\r') flushLine();
        continue;
      }
      const word = m[1];
      const arg = m[2] !== undefined ? Number(m[2]) : null;
      if (SKIP_DEST.has(word)) st.skip = true;
      else if (word === 'par' || word === 'line' || word === 'row' || word === 'sect' || word === 'page') flushLine();
      else if (word === 'cell' || word === 'tab') flushSeg();
      else if (word === 'b') st.bold = arg !== 0;
      else if (word === 'plain') st.bold = false;
      else if (word === 'fs' && arg) st.size = arg / 2;
      else if (word === 'uc' && arg !== null) st.uc = arg;
      else if (word === 'u' && arg !== null) {
        emit(String.fromCharCode(arg < 0 ? arg + 65536 : arg));
        skipChars = st.uc;
      } else if (word === 'emdash') emit('—');
      else if (word === 'endash') emit('–');
      else if (word === 'bullet') emit('•');
      else if (word === 'lquote' || word === 'rquote') emit("'");
    } else if (c === '\r' || c === '\n') {
      continue;
    } else {
      emit(c);
    }
  }
  flushLine();
  return { kind: 'doc', lines, images: [], pages: 1 };
}
