import { Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { DictTypeRow } from '../../../contract/system';
import { CrudPage } from '../../components/crud/crud-page';
import { useTagsViewStore } from '../../stores/tags-view';
import { dictTypeOptions, getDictType } from './api';
import { dictDataDefinition } from './dict-data-definition';

/** The dictionary type page, where "close" returns to. */
export const DICT_TYPE_PATH = '/system/dict';

/** /dict/type/data/:dictId — the data of one dictionary type. */
export function DictDataPage() {
  const { t } = useTranslation(['system', 'crud']);
  const { dictId } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [dictType, setDictType] = useState<string>();
  const [types, setTypes] = useState<DictTypeRow[]>([]);

  useEffect(() => {
    if (!dictId) return;
    let live = true;
    getDictType(dictId)
      .then((row) => live && setDictType(row.dictType))
      .catch(() => undefined);
    dictTypeOptions()
      .then((rows) => live && setTypes(rows))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [dictId]);

  const definition = useMemo(() => {
    if (!dictType) return undefined;
    const onClose = () => {
      useTagsViewStore.getState().delView({ path: pathname });
      navigate(DICT_TYPE_PATH);
    };
    return dictDataDefinition({ dictType, types, t, onClose });
  }, [dictType, types, t, pathname, navigate]);

  if (!definition) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <CrudPage key={dictType} definition={definition} />;
}
