import renderer from 'react-test-renderer';
import { PriceTag } from '../components/PriceTag';

describe('PriceTag', () => {
  it('renders a plain price', () => {
    const tree = renderer.create(<PriceTag amount={1299} />).toJSON();
    expect(tree).toMatchSnapshot();
  });

  it('renders original price and discount', () => {
    const tree = renderer.create(<PriceTag amount={1169.1} original={1299} discount={0.9} />).toJSON();
    expect(tree).toMatchSnapshot();
  });
});
