package jp.pocketshop.cart

import android.os.Bundle
import android.view.View
import androidx.fragment.app.Fragment
import androidx.fragment.app.viewModels
import androidx.lifecycle.Lifecycle
import androidx.lifecycle.lifecycleScope
import androidx.lifecycle.repeatOnLifecycle
import jp.pocketshop.R
import jp.pocketshop.databinding.FragmentCartBinding
import kotlinx.coroutines.launch

class CartFragment : Fragment(R.layout.fragment_cart) {

    private val viewModel: CartViewModel by viewModels()

    override fun onViewCreated(view: View, savedInstanceState: Bundle?) {
        val binding = FragmentCartBinding.bind(view)
        val adapter = CartAdapter(
            onPlus = { viewModel.changeQuantity(it, +1) },
            onMinus = { viewModel.changeQuantity(it, -1) },
            onRemove = { viewModel.removeItem(it) },
        )
        binding.cartList.adapter = adapter

        viewLifecycleOwner.lifecycleScope.launch {
            viewLifecycleOwner.repeatOnLifecycle(Lifecycle.State.STARTED) {
                launch { viewModel.items.collect { adapter.submitList(it) } }
                launch { viewModel.total.collect { binding.total.text = formatYen(it) } }
            }
        }
    }
}
