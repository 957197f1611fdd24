import { addFeatureStrings } from '../../lib/feature-strings.ts';
import gb from './locales/gb.json';
import pt from './locales/pt.json';

addFeatureStrings({ gb, pt });
