package jp.co.komeya.pocketcart.cart

import android.os.Bundle
import android.view.View
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.lifecycleScope
import androidx.lifecycle.repeatOnLifecycle
import androidx.recyclerview.widget.LinearLayoutManager
import dagger.hilt.android.AndroidEntryPoint
import jp.co.komeya.pocketcart.R
import jp.co.komeya.pocketcart.databinding.FragmentCartBinding
import kotlinx.coroutines.launch
import java.text.NumberFormat
import java.util.Locale

@AndroidEntryPoint
class CartFragment : Fragment(R.layout.fragment_cart) {

    private val viewModel: CartViewModel by viewModels()
    private val yen = NumberFormat.getCurrencyInstance(Locale.JAPAN)

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        super.onViewCreated(view, savedInstanceState)
        val binding = FragmentCartBinding.bind(view)
        val adapter = CartAdapter(
            onDelete = { position -> viewModel.removeItem(position) },
            onQuantityChange = { sku, qty -> viewModel.changeQuantity(sku, qty) },
        )
        binding.cartList.layoutManager = LinearLayoutManager(requireContext())
        binding.cartList.adapter = adapter

        viewLifecycleOwner.lifecycleScope.launch {
            viewLifecycleOwner.repeatOnLifecycle(Lifecycle.State.STARTED) {
                viewModel.items.collect { items ->
                    adapter.submitList(items)
                    val totals = viewModel.totals(items)
                    binding.total.text = getString(R.string.cart_total_tax_included, yen.format(totals.total))
                    binding.emptyView.visibility = if (items.isEmpty()) View.VISIBLE else View.GONE
                    binding.checkoutButton.isEnabled = items.isNotEmpty()
                }
            }
        }
        binding.checkoutButton.setOnClickListener {
            CheckoutSheet.newInstance().show(childFragmentManager, CheckoutSheet.TAG)
        }
    }
}
