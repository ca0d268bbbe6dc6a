/**
 * The Material icons a registry menu entry may name (`menu.icon`, MENU_ICON_NAMES in
 * src/domain/resources/spec.ts), each imported on its own: the whole icon library would weigh
 * megabytes. A name added to MENU_ICON_NAMES fails the type check here until it is mapped.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import AccessTime from '@mui/icons-material/AccessTime';
import Agriculture from '@mui/icons-material/Agriculture';
import Apartment from '@mui/icons-material/Apartment';
import Badge from '@mui/icons-material/Badge';
import Build from '@mui/icons-material/Build';
import Checklist from '@mui/icons-material/Checklist';
import Description from '@mui/icons-material/Description';
import Engineering from '@mui/icons-material/Engineering';
import EvStation from '@mui/icons-material/EvStation';
import FactCheck from '@mui/icons-material/FactCheck';
import Factory from '@mui/icons-material/Factory';
import Handshake from '@mui/icons-material/Handshake';
import Inventory from '@mui/icons-material/Inventory';
import Inventory2 from '@mui/icons-material/Inventory2';
import LocalGasStation from '@mui/icons-material/LocalGasStation';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Map from '@mui/icons-material/Map';
import People from '@mui/icons-material/People';
import Place from '@mui/icons-material/Place';
import PropaneTank from '@mui/icons-material/PropaneTank';
import Receipt from '@mui/icons-material/Receipt';
import Route from '@mui/icons-material/Route';
import Schedule from '@mui/icons-material/Schedule';
import Speed from '@mui/icons-material/Speed';
import Straighten from '@mui/icons-material/Straighten';
import Warning from '@mui/icons-material/Warning';
import type { MenuIconName } from '../domain/resources';

export const menuIcons: Record<MenuIconName, SvgIconComponent> = {
  AccessTime,
  Agriculture,
  Apartment,
  Badge,
  Build,
  Checklist,
  Description,
  Engineering,
  EvStation,
  FactCheck,
  Factory,
  Handshake,
  Inventory,
  Inventory2,
  LocalGasStation,
  LocalShipping,
  Map,
  People,
  Place,
  PropaneTank,
  Receipt,
  Route,
  Schedule,
  Speed,
  Straighten,
  Warning,
};
