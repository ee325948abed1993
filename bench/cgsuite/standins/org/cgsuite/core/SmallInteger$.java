package org.cgsuite.core;
public final class SmallInteger$ {
  public static final SmallInteger$ MODULE$ = new SmallInteger$();
  public SmallInteger apply(int n) { return (SmallInteger) RationalNumber.of(n); }
}
