// Tables of the portal: a normal table on wide screens; on a phone each row becomes a block of labelled lines.
import styled from 'styled-components';
import { breakpoints, colors } from '@college/shared-types';

export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 15px;
  th,
  td {
    text-align: left;
    padding: 10px 8px;
    border-bottom: 1px solid ${colors.border};
    vertical-align: middle;
  }
  th {
    background: #eef2f9;
    color: ${colors.primaryDark};
    font-size: 14px;
  }
  td .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
  @media (max-width: ${breakpoints.sm - 1}px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: block;
      border: 1px solid ${colors.border};
      border-radius: 8px;
      margin-bottom: 12px;
      padding: 4px 8px;
    }
    td {
      display: flex;
      flex-wrap: wrap;
      justify-content: space-between;
      gap: 8px;
      border-bottom: 1px dashed ${colors.border};
      word-break: break-word;
    }
    td:last-child {
      border-bottom: 0;
    }
    td::before {
      content: attr(data-label);
      font-weight: 700;
      color: ${colors.muted};
    }
  }
`;
