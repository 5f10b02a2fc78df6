// The look of every printout, on screen and on A4 paper: no site chrome, no buttons, rows never cut across pages.
import styled, { createGlobalStyle } from 'styled-components';
import { fonts } from '@college/shared-types';
import { tokens } from '@college/web-kit';

const c = tokens.color;

export const PrintGlobalStyle = createGlobalStyle`
  @page {
    size: A4;
    margin: 10mm;
  }
  @media print {
    html,
    body {
      background: var(--color-surface) !important;
    }
    #site-loader,
    #site-header,
    #site-footer,
    .no-print {
      display: none !important;
    }
  }
  body.print-window {
    margin: 0;
    background: var(--color-surface);
  }
`;

/** One printout; at most 900 px wide on screen, the page's width on paper. */
export const Sheet = styled.article<{ $max?: number }>`
  font-family: ${fonts.body};
  color: var(--color-text);
  background: var(--color-surface);
  max-width: ${(p) => p.$max ?? 900}px;
  margin: 16px auto;
  padding: 20px;
  border: 1px solid ${c.border};
  box-sizing: border-box;
  font-size: 13px;
  line-height: 1.35;
  @media (max-width: 599px) {
    margin: 0;
    padding: 12px 10px;
    border: 0;
  }
  @media print {
    max-width: none;
    margin: 0;
    padding: 0;
    border: 0;
    font-size: 11.5px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    border: 1px solid var(--color-border-strong);
    padding: 4px 6px;
    text-align: left;
    vertical-align: top;
    /* Words stay whole ("Amount", "प्रवेश"): a narrow screen scrolls the table (TableScroll) instead. */
    overflow-wrap: normal;
    word-break: keep-all;
  }
  th {
    background: var(--color-primary-tint);
    font-weight: 600;
  }
  tr,
  img {
    break-inside: avoid;
    page-break-inside: avoid;
  }
  h2 {
    font-size: 14px;
    margin: 12px 0 6px;
    padding: 3px 6px;
    background: var(--color-primary-tint);
    border-left: 4px solid ${c.primary};
    break-after: avoid;
    page-break-after: avoid;
  }
  @media print {
    h2 {
      -webkit-print-color-adjust: exact;
      print-color-adjust: exact;
    }
  }
`;

/** Buttons above a printout; never printed. */
export const Toolbar = styled.div.attrs({ className: 'no-print' })`
  max-width: 900px;
  margin: 12px auto 0;
  padding: 0 8px;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  font-family: ${fonts.body};
`;

export const ToolButton = styled.button`
  font: inherit;
  font-size: 15px;
  font-weight: 600;
  min-height: 44px;
  padding: 8px 18px;
  border-radius: 6px;
  border: 1px solid ${c.primary};
  background: ${c.primary};
  color: var(--color-on-primary);
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  &:hover {
    background: ${c.primaryDark};
  }
  &:focus-visible {
    outline: 3px solid ${c.accent};
    outline-offset: 2px;
  }
`;

export const ToolLink = styled.a`
  color: ${c.primary};
  font-weight: 600;
  font-size: 15px;
`;

/** A block that stays on one page when it fits. */
export const Keep = styled.section`
  break-inside: avoid;
  page-break-inside: avoid;
`;

/**
 * A table that keeps its columns and whole words on a phone by scrolling sideways (a focusable, named region, so a
 * keyboard can scroll it too); on paper and on wide screens it is simply the table.
 */
export const TableScroll = styled.div.attrs({ tabIndex: 0, role: 'region' })<{ $min?: number }>`
  overflow-x: auto;
  margin-top: 6px;
  table {
    min-width: ${(p) => p.$min ?? 480}px;
  }
  td.num {
    white-space: nowrap;
  }
  &:focus-visible {
    outline: 3px solid ${c.accent};
    outline-offset: 2px;
  }
  @media print {
    overflow: visible;
    table {
      min-width: 0;
    }
  }
`;

/** The provisional mark of a form (or slip) whose admission fee is not yet paid: a boxed line, printed too. */
export const ProvisionalMark = styled.p`
  margin: 0 0 10px;
  padding: 6px 10px;
  border: 2px dashed ${c.warning};
  background: ${c.warningTint};
  color: ${c.warningDark};
  font-weight: 700;
  font-size: 15px;
  text-align: center;
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
  span {
    display: inline-block;
  }
`;
