// Images shown when the data has none: a staff member without a photo, a facility or gallery without an image.
import placeholderPhoto from './images/placeholder-photo.svg';
import placeholderImage from './images/placeholder-image.svg';

export { placeholderImage, placeholderPhoto };
