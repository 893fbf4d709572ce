import UIKit

final class FeedViewController: UICollectionViewController {
    private var posts: [Post] = []
    private let cache = ImageCache.shared

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "post", for: indexPath) as! PostCell
        let post = posts[indexPath.item]
        cell.configure(with: post)
        cache.image(for: post.imageURL) { [weak cell] image in
            cell?.imageView.image = image
        }
        return cell
    }
}
