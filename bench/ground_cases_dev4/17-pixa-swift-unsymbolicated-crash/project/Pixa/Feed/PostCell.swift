import UIKit

final class PostCell: UICollectionViewCell {
    let imageView = UIImageView()
    let caption = UILabel()

    func configure(with post: Post) {
        caption.text = post.caption
        imageView.image = nil
    }
}
