import type { Recipe } from '~/features/catalog/catalog.table';
import { plural, spokenDuration } from '~/shared/format';
import '../shell/page-shell.css';
import './recipe-block.css';

/** The recipe of an article (product.md 2.2, 3): times, yield, ingredients, steps and its ratings. */
export function RecipeBlock({
  recipe,
  rating,
}: {
  recipe: Recipe;
  rating: { average: number; count: number } | null;
}) {
  const times = [
    { label: 'Prep time', value: spokenDuration(recipe.prepMinutes * 60) },
    { label: 'Cook time', value: spokenDuration(recipe.cookMinutes * 60) },
    { label: 'Total time', value: spokenDuration(recipe.totalMinutes * 60) },
    { label: 'Makes', value: recipe.makes },
  ];
  return (
    <section className="recipe" aria-labelledby="article-recipe-title">
      <h2 id="article-recipe-title">Recipe</h2>
      {rating ? (
        <p className="recipe-rating">
          <span className="stars" aria-hidden="true">
            <span className="stars-fill" style={{ width: `${(rating.average / 5) * 100}%` }}>
              ★★★★★
            </span>
            ★★★★★
          </span>{' '}
          <strong>{rating.average.toFixed(1)}</strong> out of 5 · {plural(rating.count, 'rating')}
        </p>
      ) : (
        <p className="recipe-rating muted">No ratings yet</p>
      )}
      <dl className="recipe-times">
        {times.map((time) => (
          <div key={time.label}>
            <dt>{time.label}</dt>
            <dd>{time.value}</dd>
          </div>
        ))}
      </dl>
      <div className="recipe-columns">
        <div>
          <h3>Ingredients</h3>
          <ul className="recipe-ingredients">
            {recipe.ingredients.map((ingredient, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: ingredients may repeat; their order is fixed.
              <li key={index}>{ingredient}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>Steps</h3>
          <ol className="recipe-steps">
            {recipe.steps.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are in a fixed order.
              <li key={index}>{step}</li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
