package jp.example.shop.checkout

import android.os.Bundle
import android.view.View
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import jp.example.shop.R
import jp.example.shop.databinding.FragmentCheckoutBinding
import jp.example.shop.util.PriceFormatter

class CheckoutFragment : Fragment(R.layout.fragment_checkout) {

    private val viewModel: CheckoutViewModel by viewModels()

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        val b = FragmentCheckoutBinding.bind(view)
        viewModel.cart.observe(viewLifecycleOwner) { cart ->
            b.subtotal.text = PriceFormatter.format(cart.subtotalYen)
            b.total.text = PriceFormatter.formatWithTax(cart.subtotalYen)
            b.points.text = PriceFormatter.formatPoints(cart.points)
        }
        b.buyButton.setOnClickListener {
            viewModel.placeOrder()
        }
        viewModel.done.observe(viewLifecycleOwner) { orderId ->
            if (orderId != null) {
                parentFragmentManager.popBackStack()
            }
        }
    }
}
